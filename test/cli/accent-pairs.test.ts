// Issue 32 §4: every pair the accent takes part in — the text and icons on it, it on the
// background — measured in both schemes (a listener's ?theme= shows the other one).
import { describe, expect, test } from 'vitest';
import { accentShown, onAccentColour } from '../../cli/render/on-accent';
import { accentWarnings } from '../../cli/validate/accent';
import { contrastRatio } from '../../cli/validate/contrast';
import { parseCssColour } from '../../cli/validate/css-colour';

const messages = (accent: string, scheme: string) => accentWarnings({ accent, scheme }, (path) => ({ file: 's.json', path })).map((w) => w.message);
const worstOnAccent = (accent: string) => Math.min(...accentShown(accent).map((fill) => contrastRatio(parseCssColour(onAccentColour(accent))!, fill)));

describe('the colour drawn on the accent', () => {
  test('is white on a dark accent and black on a light one', () => {
    expect(onAccentColour('#2563eb')).toBe('#fff');
    expect(onAccentColour('#0f766e')).toBe('#fff');
    expect(onAccentColour('#2dd4bf')).toBe('#000');
    expect(onAccentColour('#facc15')).toBe('#000');
  });

  test('reads at 4.5:1 or more on any opaque accent, where a fixed colour does not', () => {
    // The case: the Dark scheme's default on-accent #06201d on #2563eb is 3.29:1.
    expect(contrastRatio(parseCssColour('#06201d')!, parseCssColour('#2563eb')!)).toBeCloseTo(3.29, 1);
    for (const accent of ['#2563eb', '#e11d48', '#7c3aed', '#777777', '#808080', '#f97316', '#16a34a', '#000', '#fff', 'hsl(200 50% 45%)']) {
      expect(worstOnAccent(accent), accent).toBeGreaterThanOrEqual(4.5);
    }
  });

  test('a translucent accent is measured as it shows on each background', () => {
    const [dark, light] = accentShown('#2563eb80');
    expect(light!.r).toBeGreaterThan(dark!.r);
    expect(messages('#2563eb80', 'Dark')).toContainEqual(expect.stringMatching(/^the text and icons drawn on it \(#(000|fff)\) have a contrast of \d\.\d:1 in the (Dark|Light) scheme/));
  });
});

describe('accent warnings', () => {
  test('an accent that works in both schemes is quiet', () => {
    expect(messages('#e11d48', 'Dark')).toEqual([]);
    expect(messages('#2563eb', 'Light')).toEqual([]);
  });

  test("the other scheme's background is checked too, naming the ?theme= that shows it", () => {
    // #2563eb is 5.2:1 on the Light background, 3.2:1 on the Dark one; a darker blue (2.7:1) fails there.
    expect(messages('#1d4ed8', 'Light')).toEqual([
      `has a contrast of 2.7:1 against the Dark scheme's background #101418, which a listener sees with ?theme=dark; Play and the volume slider need at least 3:1 to be seen (docs/theming.md)`,
    ]);
    expect(messages('#facc15', 'Dark')).toEqual([
      `has a contrast of 1.4:1 against the Light scheme's background #f4f6f8, which a listener sees with ?theme=light; Play and the volume slider need at least 3:1 to be seen (docs/theming.md)`,
    ]);
  });

  test("the station's own scheme comes first and names no ?theme=", () => {
    expect(messages('#1d4ed8', 'Dark')[0]).toBe(
      `has a contrast of 2.7:1 against the Dark scheme's background #101418; Play and the volume slider need at least 3:1 to be seen (docs/theming.md)`,
    );
  });
});
