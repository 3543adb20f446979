import { useEffect, useState } from 'preact/hooks';
import { EN_ADS } from '../words';
import { words } from '../../i18n/words';
import { bannerFits, bannerSize, bannerUrl } from '../banner';
import { mustNotPersonalise } from '../personalisation';
import type { EmbedAds } from '../../../config/embed-config';
import type { PlayerStores } from '../../../player/player-stores';
import { useStore } from '../../../lib/use-store';

const AD_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox';

const viewport = () => ({ width: globalThis.innerWidth, height: globalThis.innerHeight });

/** Whether the banner fits the player, followed as the frame resizes. */
function useFits(size: { width: number; height: number }): boolean {
  const [fits, setFits] = useState(() => bannerFits(size, viewport()));
  useEffect(() => {
    const check = (): void => setFits(bannerFits(size, viewport()));
    addEventListener('resize', check);
    return () => removeEventListener('resize', check);
  }, [size.width, size.height]);
  return fits;
}

/** A counter that goes up every `seconds` while the page is visible; 0 = never. */
function useRefreshRound(seconds: number): number {
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!(seconds > 0)) return;
    const timer = setInterval(() => {
      if (document.visibilityState !== 'hidden') setRound((r) => r + 1);
    }, seconds * 1000);
    return () => clearInterval(timer);
  }, [seconds]);
  return round;
}

/**
 * The banner (`ads.banner`, spec §9: 728×90, frequency 0): the banner page in an iframe of the
 * layout's size, reloaded every `frequency` seconds (0 = never); left out where the player is too
 * small for it. It waits for the privacy strings, so its first request already carries them.
 */
export function Banner({
  banner,
  privacyEnabled,
  stores,
}: {
  banner: EmbedAds['banner'];
  privacyEnabled: boolean;
  /** The player's privacy stores. */
  stores: Pick<PlayerStores, 'privacyStatus' | 'privacyStrings' | 'usPrivacyMode'>;
}) {
  const size = bannerSize(banner.layout);
  const fits = useFits(size);
  const round = useRefreshRound(banner.frequency);
  const status = useStore(stores.privacyStatus);
  const strings = useStore(stores.privacyStrings);
  const mode = useStore(stores.usPrivacyMode);
  if (!fits || (status !== 'resolved' && status !== 'failed')) return null;
  const src = bannerUrl(banner.url, strings, mustNotPersonalise(strings, mode, privacyEnabled));
  return (
    <aside className="re-ad-banner" aria-label={words(EN_ADS).advertisement}>
      <iframe key={`${round} ${src}`} src={src} title={words(EN_ADS).advertisement} width={size.width} height={size.height} scrolling="no" sandbox={AD_SANDBOX} />
    </aside>
  );
}
