/**
 * Runs `task` for every item, at most `limit` at a time, in order of start. File work goes
 * through libuv's thread pool: a few dozen in flight keep it busy without opening thousands of
 * files at once.
 */
export async function mapLimit<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
