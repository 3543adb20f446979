import { $adBreak, $adPlayback } from '../ad-state';
import { useStore } from '../../../lib/use-store';
import { AdSlot } from './AdSlot';
import { CompanionSlot } from './CompanionSlot';

/** The ad slot while an ad plays, and the companion slot during an ad break with a companion. */
export function AdSlots() {
  const playback = useStore($adPlayback);
  const adBreak = useStore($adBreak);
  const companion = adBreak?.companion;
  return (
    <>
      {playback && <AdSlot playback={playback} />}
      {companion && <CompanionSlot key={companion.src} companion={companion} />}
    </>
  );
}
