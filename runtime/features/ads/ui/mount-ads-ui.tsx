import type { ReadableAtom } from 'nanostores';
import { render } from 'preact';
import type { EmbedAds } from '../../../config/embed-config';
import type { PlayerStores } from '../../../player/player-stores';
import type { AdBreakState } from '../ad-state';
import { bannerSize } from '../banner';
import css from './ads.css?inline';
import { AdSlots } from './AdSlots';
import { Banner } from './Banner';

/** What the ads' UI reads: the player's ad and privacy stores, and its ad breaks' state. */
export type AdsUiStores = Pick<PlayerStores, 'adPlayback' | 'privacyStatus' | 'privacyStrings' | 'usPrivacyMode'> & {
  adBreak: ReadableAtom<AdBreakState | null>;
};

/** The banner layout's height, for ads.css; a custom property, so the stylesheet's text stays fixed. */
const BANNER_HEIGHT = '--re-banner-h';

/**
 * Puts the ads into the rendered player without touching its components (the ads chunk loads
 * after the first render): the ad and companion slots join the player's grid (ads.css places
 * them); the banner goes below the player. Returns the teardown.
 */
export function mountAdsUi(ads: EmbedAds, doc: Document, stores: AdsUiStores, privacyEnabled = false): () => void {
  const rendered = doc.querySelector('.re-player');
  const player = rendered ?? doc.body;
  // Inserted exactly as imported: the page's CSP allows this text by its hash, not 'unsafe-inline'.
  const style = doc.createElement('style');
  style.textContent = css;
  doc.head.append(style);

  const slots = doc.createElement('div');
  slots.className = 're-ads';
  const controls = player.querySelector(':scope > .re-controls');
  player.insertBefore(slots, controls);
  render(<AdSlots stores={stores} />, slots);

  const banner = ads.banner.url ? doc.createElement('div') : null;
  const bannerParent = rendered?.parentElement ?? doc.body;
  if (banner) {
    banner.className = 're-ad-banner-host';
    // A CSSOM write, which style-src allows; a style attribute in markup would need 'unsafe-inline'.
    bannerParent.style.setProperty(BANNER_HEIGHT, `${bannerSize(ads.banner.layout).height}px`);
    bannerParent.append(banner);
    render(<Banner banner={ads.banner} privacyEnabled={privacyEnabled} stores={stores} />, banner);
  }
  return () => {
    for (const host of [slots, banner]) {
      if (!host) continue;
      render(null, host);
      host.remove();
    }
    if (banner) bannerParent.style.removeProperty(BANNER_HEIGHT);
    style.remove();
  };
}
