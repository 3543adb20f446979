/** What the companion slot shows: an image, a page in an iframe, or VAST HTML in a sandbox. */
export interface CompanionView {
  kind: 'image' | 'iframe' | 'html';
  /** The image or page URL; the markup for `html`. */
  src: string;
  /** The slot size in CSS pixels (spec §3 "Ad configuration"). */
  width: number;
  height: number;
  /** Where a click on an image leads; '' for none. */
  clickThrough: string;
  /** Fires the companion's own tracking once it shows (VAST `creativeView`). */
  onView?: () => void;
  /** Fires the companion's click tracking. */
  onClick?: () => void;
}

/** Companion slot sizes (spec §3, §9): 300×250 by default, 300×50 on mobile. */
export const DEFAULT_COMPANION = { width: 300, height: 250 } as const;
export const MOBILE_COMPANION = { width: 300, height: 50 } as const;
/** Spec §9 "Mobile width threshold 767 px". */
export const MOBILE_MAX_WIDTH = 767;

export function isMobileWidth(width: number): boolean {
  return width <= MOBILE_MAX_WIDTH;
}

/** The sizes to try, best first: on mobile 300×50, falling back to the default (spec §3). */
export function companionSizes(mobile: boolean): readonly { width: number; height: number }[] {
  return mobile ? [MOBILE_COMPANION, DEFAULT_COMPANION] : [DEFAULT_COMPANION];
}

const IMAGE_PATH = /\.(png|jpe?g|gif|webp|avif|svg)$/i;

/**
 * An in-stream ad break's companion URL: an image when its path names one, otherwise a page
 * shown in an iframe. An image sizes itself (a 300×50 or a 300×250 creative both fit); a page
 * gets the slot of the device (300×50 on mobile).
 */
export function companionFromUrl(url: string, mobile: boolean): CompanionView {
  const image = IMAGE_PATH.test(new URL(url).pathname);
  const size = image ? DEFAULT_COMPANION : companionSizes(mobile)[0]!;
  return { kind: image ? 'image' : 'iframe', src: url, ...size, clickThrough: '' };
}
