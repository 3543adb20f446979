import { gzipSync } from 'node:zlib';

/** Gzip size of each file, summed: what a listener downloads when each is served compressed. */
export function gzipSize(files: readonly (string | Uint8Array)[]): number {
  return files.reduce((total, contents) => total + gzipSync(contents, { level: 9 }).byteLength, 0);
}

/** `9.8 KB` (1 KB = 1024 bytes). */
export function formatKilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
