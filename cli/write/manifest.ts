import { createHash } from 'node:crypto';
import { VERSION } from '../package-root';
import { contentType } from './content-type';

/**
 * How long a CDN may keep a file: content-hashed assets never change (`immutable`, a year);
 * pages and snippets must be revalidated (`no-cache`) so a rebuild shows at once.
 */
export type CacheClass = 'immutable' | 'no-cache';

export interface ManifestEntry {
  sha256: string;
  size: number;
  contentType: string;
  cache: CacheClass;
}

/** dist/manifest.json: every published file (paths under dist/, `/`-separated, sorted). */
export interface Manifest {
  generator: string;
  files: Record<string, ManifestEntry>;
}

export const MANIFEST_FILE = 'manifest.json';

export function cacheClass(path: string): CacheClass {
  return path.startsWith('assets/') ? 'immutable' : 'no-cache';
}

export function manifestEntry(path: string, contents: Uint8Array): ManifestEntry {
  return {
    sha256: createHash('sha256').update(contents).digest('hex'),
    size: contents.byteLength,
    contentType: contentType(path),
    cache: cacheClass(path),
  };
}

export function createManifest(files: ReadonlyMap<string, Uint8Array>): Manifest {
  const paths = [...files.keys()].sort();
  return {
    generator: `radio-embed ${VERSION}`,
    files: Object.fromEntries(paths.map((path) => [path, manifestEntry(path, files.get(path)!)])),
  };
}
