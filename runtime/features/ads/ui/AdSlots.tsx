import type { AdsUiStores } from './mount-ads-ui';
import { useStore } from '../../../lib/use-store';
import { AdSlot } from './AdSlot';
import { CompanionSlot } from './CompanionSlot';

/** The ad slot while an ad plays, and the companion slot during an ad break with a companion. */
export function AdSlots({ stores }: { stores: AdsUiStores }) {
  const playback = useStore(stores.adPlayback);
  const adBreak = useStore(stores.adBreak);
  const companion = adBreak?.companion;
  return (
    <>
      {playback && <AdSlot playback={playback} />}
      {companion && <CompanionSlot key={companion.src} companion={companion} />}
    </>
  );
}
