/** A colour as sRGB channels 0–255 and alpha 0–1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const HEX = /^#([\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})$/i;
// rgb(15 118 110), rgb(15, 118, 110), rgba(15,118,110,.5), rgb(15 118 110 / 50%); hsl() alike.
const FUNCTION = /^(rgba?|hsla?)\(\s*([^()]*?)\s*\)$/i;
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(%|deg)?$/;

/**
 * Reads a CSS colour in the forms an operator writes an accent in: `#rgb`, `#rgba`, `#rrggbb`,
 * `#rrggbbaa`, `rgb()`/`rgba()` and `hsl()`/`hsla()` (comma or space syntax). Undefined for
 * anything else, so only these reach the page's CSS and the contrast check can measure them.
 */
export function parseCssColour(text: string): Rgba | undefined {
  const value = text.trim();
  const hex = HEX.exec(value)?.[1];
  if (hex) {
    const digits = hex.length <= 4 ? [...hex].map((d) => d + d) : hex.match(/../g)!;
    const [r, g, b, a = 255] = digits.map((pair) => parseInt(pair, 16)) as [number, number, number, number?];
    return { r, g, b, a: a / 255 };
  }
  const call = FUNCTION.exec(value);
  if (!call) return undefined;
  const parts = call[2]!.split(/\s*[,/]\s*|\s+/);
  if ((parts.length !== 3 && parts.length !== 4) || !parts.every((p) => NUMBER.test(p))) return undefined;
  const alpha = parts[3] === undefined ? 1 : fraction(parts[3]);
  if (alpha === undefined) return undefined;
  const rgb = call[1]!.toLowerCase().startsWith('rgb') ? rgbChannels(parts) : hslChannels(parts);
  return rgb && { ...rgb, a: alpha };
}

function fraction(part: string): number | undefined {
  if (part.endsWith('deg')) return undefined;
  const n = parseFloat(part) / (part.endsWith('%') ? 100 : 1);
  return n >= 0 && n <= 1 ? n : undefined;
}

function rgbChannels(parts: string[]): Omit<Rgba, 'a'> | undefined {
  const channels = parts.slice(0, 3).map((p) => (p.endsWith('%') ? (parseFloat(p) * 255) / 100 : p.endsWith('deg') ? NaN : parseFloat(p)));
  if (!channels.every((c) => c >= 0 && c <= 255)) return undefined;
  const [r, g, b] = channels as [number, number, number];
  return { r, g, b };
}

function hslChannels(parts: string[]): Omit<Rgba, 'a'> | undefined {
  const [hue, sat, light] = parts as [string, string, string];
  if (hue.endsWith('%') || !sat.endsWith('%') || !light.endsWith('%')) return undefined;
  const h = (((parseFloat(hue) % 360) + 360) % 360) / 360;
  const s = parseFloat(sat) / 100;
  const l = parseFloat(light) / 100;
  if (s < 0 || s > 1 || l < 0 || l > 1) return undefined;
  // CSS Color 4 §7.1, hslToRgb.
  const f = (n: number) => {
    const k = (n + h * 12) % 12;
    return 255 * (l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return { r: f(0), g: f(8), b: f(4) };
}
