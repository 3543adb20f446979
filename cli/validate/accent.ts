import type { JsonPath } from '../errors/json-path';
import { problem, type Problem, type Warning, type Where, warning } from '../errors/problem';
import { onAccentColour } from '../render/on-accent';
import { SCHEME_BACKGROUNDS, type SchemeName, schemeName } from '../render/scheme-colours';
import { contrastRatio, over } from './contrast';
import { parseCssColour } from './css-colour';
import { describeValue } from './describe-value';

export const ACCENT_PATH: JsonPath = ['ui', 'accent'];
/** WCAG 1.4.11: controls and icons need 3:1 against what is next to them. */
const CONTROL_CONTRAST = 3;
/** WCAG 1.4.3: text (the selected choice's words in Listening options) needs 4.5:1. */
const TEXT_CONTRAST = 4.5;

/** `ui.accent` must be a colour the page can use and the build can measure ('' is unset). */
export function accentProblems(accent: unknown, where: Where): Problem[] {
  if (typeof accent !== 'string' || accent.trim() === '' || parseCssColour(accent)) return [];
  return [problem('NOT_A_CSS_COLOUR', where, { received: describeValue(accent) })];
}

/** Rounded down, so a ratio just under the minimum never prints as the minimum. */
const shown = (ratio: number) => (Math.floor(ratio * 10) / 10).toFixed(1);
const label = (scheme: SchemeName) => (scheme === 'light' ? 'Light' : 'Dark');

/**
 * Every pair the accent takes part in, in both schemes (the station's, and the other one a
 * listener's `?theme=` shows): the accent on the background (Play, the volume slider), and the
 * text and icons drawn on the accent (onAccentColour) on it. A weak pair is valid, but surely a slip.
 */
export function accentWarnings(ui: { accent?: string; scheme: string }, locate: (path: JsonPath) => Where): Warning[] {
  const colour = ui.accent ? parseCssColour(ui.accent) : undefined;
  if (!colour) return [];
  const own = schemeName(ui.scheme);
  const ink = onAccentColour(ui.accent!);
  const warnings: Warning[] = [];
  for (const scheme of [own, own === 'light' ? 'dark' : 'light'] as const) {
    const background = SCHEME_BACKGROUNDS[scheme];
    const fill = over(colour, parseCssColour(background)!);
    const onBackground = contrastRatio(fill, parseCssColour(background)!);
    if (onBackground < CONTROL_CONTRAST) {
      const theme = scheme === own ? undefined : scheme;
      warnings.push(warning('LOW_CONTRAST_ACCENT', locate(ACCENT_PATH), { ratio: shown(onBackground), scheme: label(scheme), background, theme }));
    }
    const onAccent = contrastRatio(parseCssColour(ink)!, fill);
    if (onAccent < TEXT_CONTRAST) warnings.push(warning('LOW_CONTRAST_ON_ACCENT', locate(ACCENT_PATH), { ratio: shown(onAccent), scheme: label(scheme), ink }));
  }
  return warnings;
}
