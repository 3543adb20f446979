import type { PrivacyStrings } from '../../stores/privacy';

/** "728x90" → { width: 728, height: 90 }; the spec's 728×90 when the text is not a size. */
export function bannerSize(layout: string): { width: number; height: number } {
  const match = /^(\d+)x(\d+)$/.exec(layout.trim());
  return match ? { width: Number(match[1]), height: Number(match[2]) } : { width: 728, height: 90 };
}

/** The player keeps at least this much height (its smallest strip) besides the banner. */
const PLAYER_MIN_HEIGHT = 120;

/** The banner shows only where the player is wide enough for it, and tall enough to keep its controls. */
export function bannerFits(size: { width: number; height: number }, viewport: { width: number; height: number }): boolean {
  return viewport.width >= size.width && viewport.height >= size.height + PLAYER_MIN_HEIGHT;
}

/**
 * The banner page's URL with the listener's privacy strings, like every ad request: `us_privacy`,
 * `gpp`, and `npa=1` for a listener whose strings forbid personalised ads (docs/ads.md).
 */
export function bannerUrl(url: string, strings: PrivacyStrings, optedOut: boolean): string {
  const result = new URL(url);
  const params: [string, string][] = [
    ['us_privacy', strings.usPrivacy],
    ['gpp', strings.gpp],
    ['npa', optedOut ? '1' : ''],
  ];
  for (const [name, value] of params) if (value) result.searchParams.set(name, value);
  return result.href;
}
