/**
 * Each scheme's background, as runtime/ui/player.css paints it (`--bg` of `.re-player` and of
 * `.re-light`; a test keeps the two equal). The contrast check measures the accent against it,
 * and the iframe snippet fills its space with it while the player loads.
 */
export const SCHEME_BACKGROUNDS = { dark: '#101418', light: '#f4f6f8' } as const;

export type SchemeName = keyof typeof SCHEME_BACKGROUNDS;

/** `ui.scheme` as validated (Dark or Light, any case) → its key here. */
export function schemeName(scheme: string): SchemeName {
  return scheme.toLowerCase() === 'light' ? 'light' : 'dark';
}
