import { companionSizes, type CompanionView } from '../companion';
import type { VastAd, VastCompanionVariation, VastCreative } from './vast-shapes';

export interface PickedCompanion {
  creative: VastCreative;
  variation: VastCompanionVariation;
  view: CompanionView;
}

const HTTP_URL = /^https?:\/\//i;

/** How a companion variation can be shown, or null when it has no resource we can show. */
export function companionView(variation: VastCompanionVariation): CompanionView | null {
  const width = Number(variation.width);
  const height = Number(variation.height);
  const clickThrough = HTTP_URL.test(variation.companionClickThroughURLTemplate ?? '')
    ? variation.companionClickThroughURLTemplate!
    : '';
  const image = variation.staticResources.find((r) => HTTP_URL.test(r.url) && (!r.creativeType || r.creativeType.startsWith('image/')));
  if (image) return { kind: 'image', src: image.url, width, height, clickThrough };
  const page = variation.iframeResources.find((url) => HTTP_URL.test(url));
  if (page) return { kind: 'iframe', src: page, width, height, clickThrough: '' };
  const html = variation.htmlResources[0];
  if (html) return { kind: 'html', src: html, width, height, clickThrough: '' };
  return null;
}

/**
 * The ad's companion for this device's slot (spec §3): 300×50 on mobile, else — and as the
 * mobile fallback — 300×250. A companion of another size is not shown.
 */
export function pickCompanion(ad: VastAd, mobile: boolean): PickedCompanion | null {
  const candidates = ad.creatives.flatMap((creative) =>
    creative.type === 'companion' ? (creative.variations ?? []).map((variation) => ({ creative, variation })) : [],
  );
  for (const size of companionSizes(mobile)) {
    for (const { creative, variation } of candidates) {
      if (Number(variation.width) !== size.width || Number(variation.height) !== size.height) continue;
      const view = companionView(variation);
      if (view) return { creative, variation, view };
    }
  }
  return null;
}
