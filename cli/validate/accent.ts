import type { JsonPath } from '../errors/json-path';
import { problem, type Problem, type Warning, type Where, warning } from '../errors/problem';
import { SCHEME_BACKGROUNDS, schemeName } from '../render/scheme-colours';
import { contrastRatio } from './contrast';
import { parseCssColour } from './css-colour';
import { describeValue } from './describe-value';

export const ACCENT_PATH: JsonPath = ['ui', 'accent'];
/** WCAG 1.4.11: controls need 3:1 against what is next to them. */
const MINIMUM_CONTRAST = 3;

/** `ui.accent` must be a colour the page can use and the build can measure ('' is unset). */
export function accentProblems(accent: unknown, where: Where): Problem[] {
  if (typeof accent !== 'string' || accent.trim() === '' || parseCssColour(accent)) return [];
  return [problem('NOT_A_CSS_COLOUR', where, { received: describeValue(accent) })];
}

/** An accent the listener can hardly tell from the scheme's background is valid, but surely a slip. */
export function accentWarnings(ui: { accent?: string; scheme: string }, locate: (path: JsonPath) => Where): Warning[] {
  const colour = ui.accent ? parseCssColour(ui.accent) : undefined;
  if (!colour) return [];
  const scheme = schemeName(ui.scheme);
  const background = SCHEME_BACKGROUNDS[scheme];
  const ratio = contrastRatio(colour, parseCssColour(background)!);
  if (ratio >= MINIMUM_CONTRAST) return [];
  // Rounded down, so a ratio just under 3 never prints as "3.0:1".
  const shown = (Math.floor(ratio * 10) / 10).toFixed(1);
  return [warning('LOW_CONTRAST_ACCENT', locate(ACCENT_PATH), { ratio: shown, scheme: scheme === 'light' ? 'Light' : 'Dark', background })];
}
