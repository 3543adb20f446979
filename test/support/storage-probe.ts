/**
 * What the player's own script gets when it reads `localStorage` in `frame` (a Playwright or a
 * Puppeteer frame): 'object', or the error's name. A frame with no storage at all (an
 * `<iframe sandbox="allow-scripts">`, opaque origin) gives 'SecurityError'; the tests that mean
 * "storage denied" check that first, so they cannot pass on a frame that had storage after all.
 */
export async function storageIn(frame: { evaluate(read: () => string): Promise<unknown> }): Promise<string> {
  return String(
    await frame.evaluate(() => {
      try {
        return typeof window.localStorage;
      } catch (error) {
        return (error as Error).name;
      }
    }),
  );
}
