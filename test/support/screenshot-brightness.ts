import { readFileSync } from 'node:fs';
import { PNG } from 'pngjs';

/**
 * How far apart the darkest and the brightest pixel of a screenshot are inside a CSS box
 * `[left, top, width, height]` (0–255; a pixel's brightness is its luma, Rec. 709's weights, so
 * that a blue link on white is far apart as the eye sees it): a control's
 * icon against its face. A sheet over it narrows the range whichever way it goes: a dark one (the
 * Dark scheme's) darkens the icon, a light one (the Light scheme's veil) lightens it.
 * `viewportHeight` gives the screenshot's scale (device pixels per CSS pixel): its height, as
 * WebKit's screenshot of a frame narrower than its window is as wide as the window (the frame at
 * its start, frame-page-webkit.ts).
 */
export function brightnessRange(file: string, viewportHeight: number, [left = 0, top = 0, width = 0, height = 0]: readonly number[]): number {
  const png = PNG.sync.read(readFileSync(file));
  const scale = png.height / viewportHeight;
  let max = 0;
  let min = 255;
  for (let y = Math.max(0, Math.floor(top * scale)); y < Math.min(png.height, Math.ceil((top + height) * scale)); y++) {
    for (let x = Math.max(0, Math.floor(left * scale)); x < Math.min(png.width, Math.ceil((left + width) * scale)); x++) {
      const i = (y * png.width + x) * 4;
      const brightness = 0.2126 * png.data[i]! + 0.7152 * png.data[i + 1]! + 0.0722 * png.data[i + 2]!;
      max = Math.max(max, brightness);
      min = Math.min(min, brightness);
    }
  }
  return Math.round(Math.max(0, max - min));
}
