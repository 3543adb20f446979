import type { FramePage } from './frame-page';

/**
 * Empties the local and session storage of `url`'s origin, from a page of that origin that runs
 * no player (its static server's 404 for `/empty-storage`): a fresh listener's storage for the
 * next `goto(url)`, without the whole player start that loading `url` itself to clear it cost.
 */
export async function emptyStorage(page: Pick<FramePage, 'goto' | 'evaluate'>, url: string): Promise<void> {
  await page.goto(new URL('/empty-storage', url).href);
  await page.evaluate('(localStorage.clear(), sessionStorage.clear(), true)');
}
