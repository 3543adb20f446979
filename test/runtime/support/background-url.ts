/**
 * The URL an element shows as its CSS background (the art tile, the blurred background, a
 * Recently played cover: ui/art/art-candidates.ts `cssUrl`); null without one.
 */
export function backgroundUrl(element: Element | null): string | null {
  const value = (element as HTMLElement | null)?.style.backgroundImage;
  const quoted = value && /^url\((".*")\)$/.exec(value)?.[1];
  return quoted ? (JSON.parse(quoted) as string) : null;
}
