import type { FramePage } from './frame-page';

/**
 * The centre of the first element matching `selector`, in the page's viewport: where a listener's
 * pointer lands on it. Throws (naming `where`, e.g. the frame size) when nothing matches, so a
 * missing control fails as such rather than as a click at NaN.
 */
export async function centreOf(page: Pick<FramePage, 'evaluate'>, selector: string, where = ''): Promise<[number, number]> {
  const at = (await page.evaluate(
    `(() => { const r = document.querySelector(${JSON.stringify(selector)})?.getBoundingClientRect(); return r && [r.left + r.width / 2, r.top + r.height / 2]; })()`,
  )) as [number, number] | null;
  if (!at) throw new Error(`${selector} is not on the page${where ? ` (${where})` : ''}`);
  return at;
}
