import { contrastRatio, over } from '../validate/contrast';
import { parseCssColour } from '../validate/css-colour';
import { SCHEME_BACKGROUNDS } from './scheme-colours';

/** What the player may draw on a station's accent: black or white, whichever reads better. */
export const ON_ACCENT_CHOICES = ['#000', '#fff'] as const;

/** How `ui.accent` shows in each scheme (a translucent accent takes on the background's colour). */
export function accentShown(accent: string) {
  const colour = parseCssColour(accent)!;
  return Object.values(SCHEME_BACKGROUNDS).map((background) => over(colour, parseCssColour(background)!));
}

/**
 * The text and icon colour on `ui.accent` (Play's icon, the selected choice in Listening options):
 * the scheme's default on-accent is made for the scheme's default accent only, so on a station's
 * accent the build picks black or white, whichever has the higher worst-case contrast in both
 * schemes (either may show, `?theme=`). The runtime sets it as `--on-accent`'s fallback.
 */
export function onAccentColour(accent: string): string {
  const shown = accentShown(accent);
  const worst = (ink: string) => Math.min(...shown.map((fill) => contrastRatio(parseCssColour(ink)!, fill)));
  return worst(ON_ACCENT_CHOICES[0]) >= worst(ON_ACCENT_CHOICES[1]) ? ON_ACCENT_CHOICES[0] : ON_ACCENT_CHOICES[1];
}
