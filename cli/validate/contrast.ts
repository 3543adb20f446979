import type { Rgba } from './css-colour';

/** WCAG 2 relative luminance of an opaque sRGB colour. */
function luminance({ r, g, b }: Rgba): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** A translucent colour as it shows over an opaque background. */
export function over(colour: Rgba, background: Rgba): Rgba {
  const mix = (c: number, d: number) => c * colour.a + d * (1 - colour.a);
  return { r: mix(colour.r, background.r), g: mix(colour.g, background.g), b: mix(colour.b, background.b), a: 1 };
}

/** The WCAG contrast ratio (1 to 21) of a colour drawn on an opaque background. */
export function contrastRatio(colour: Rgba, background: Rgba): number {
  const [a, b] = [luminance(over(colour, background)), luminance(background)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}
