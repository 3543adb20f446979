/**
 * A lazy chunk's loader: `lazy(() => import('./body'))`. The download starts on the first call
 * and is shared by every later one; a failed download (offline, a deploy that removed the file)
 * is tried again by the next call rather than remembered. Keep the `import()` literal at the
 * call site: esbuild makes a chunk only of what it can read there.
 */
export function lazy<T>(load: () => Promise<T>): () => Promise<T> {
  let chunk: Promise<T> | undefined;
  return () =>
    (chunk ??= load().catch((error: unknown) => {
      chunk = undefined;
      throw error;
    }));
}
