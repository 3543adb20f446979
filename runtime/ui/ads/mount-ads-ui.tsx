import { render } from 'react-dom';
import type { EmbedAds } from '../../config/embed-config';
import { AdSlots } from './AdSlots';
import { ADS_CSS } from './ads-styles';
import { Banner } from './Banner';

/**
 * Puts the ads into the rendered player without touching its components (the ads chunk loads
 * after the first render): the ad and companion slots go just above the controls, where the track
 * they stand in for was; the banner goes last. Returns the teardown.
 */
export function mountAdsUi(ads: EmbedAds, doc: Document, privacyEnabled = false): () => void {
  const player = doc.querySelector('.re-player') ?? doc.body;
  const style = doc.createElement('style');
  style.textContent = ADS_CSS;
  doc.head.append(style);

  const slots = doc.createElement('div');
  slots.className = 're-ads';
  const controls = player.querySelector(':scope > .re-controls');
  player.insertBefore(slots, controls);
  render(<AdSlots />, slots);

  const banner = ads.banner.url ? doc.createElement('div') : null;
  if (banner) {
    banner.className = 're-ad-banner-host';
    player.append(banner);
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
