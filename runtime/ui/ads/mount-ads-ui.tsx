import { render } from 'react-dom';
import type { EmbedAds } from '../../config/embed-config';
import { bannerSize } from '../../ads/banner';
import { AdSlots } from './AdSlots';
import { adsCss } from './ads-styles';
import { Banner } from './Banner';

/**
 * Puts the ads into the rendered player without touching its components (the ads chunk loads
 * after the first render): the ad and companion slots join the player's grid (ads-styles.ts
 * places them); the banner goes below the player. Returns the teardown.
 */
export function mountAdsUi(ads: EmbedAds, doc: Document, privacyEnabled = false): () => void {
  const rendered = doc.querySelector('.re-player');
  const player = rendered ?? doc.body;
  const style = doc.createElement('style');
  style.textContent = adsCss(bannerSize(ads.banner.layout).height);
  doc.head.append(style);

  const slots = doc.createElement('div');
  slots.className = 're-ads';
  const controls = player.querySelector(':scope > .re-controls');
  player.insertBefore(slots, controls);
  render(<AdSlots />, slots);

  const banner = ads.banner.url ? doc.createElement('div') : null;
  if (banner) {
    banner.className = 're-ad-banner-host';
    (rendered?.parentElement ?? doc.body).append(banner);
    render(<Banner banner={ads.banner} privacyEnabled={privacyEnabled} />, banner);
  }
  return () => {
    for (const host of [slots, banner]) {
      if (!host) continue;
      render(null, host);
      host.remove();
    }
    style.remove();
  };
}
