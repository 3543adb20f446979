import { createHash } from 'node:crypto';
import { isJsonObject } from '../../contract/json-object';
import { VERSION } from '../package-root';
import { contentType } from './content-type';

/**
 * How long a CDN may keep a file: content-hashed assets never change (`immutable`, a year);
 * pages, snippets, oEmbed documents and the loader must be revalidated (`no-cache`) so a
 * rebuild shows at once.
 */
export type CacheClass = 'immutable' | 'no-cache';

export const CACHE_CONTROL: Readonly<Record<CacheClass, string>> = {
  immutable: 'public, max-age=31536000, immutable',
  'no-cache': 'no-cache',
};

export interface ManifestEntry {
  sha256: string;
  size: number;
  contentType: string;
  cache: CacheClass;
  /** The Cache-Control header for `cache`, spelled out for sync scripts. */
  cacheControl: string;
}

/** What a station's pages need beyond their bytes. */
export interface ManifestStation {
  /** The build time inlined in its page; kept while the page does not change. */
  buildTime: number;
  /** The Content-Security-Policy its pages are served with. */
  csp: string;
}

/**
 * dist/manifest.json: every published file (paths under dist/, `/`-separated, sorted) and each
 * station's headers. dist/_headers is made from it; scripts/publish.sh uploads by it.
 */
export interface Manifest {
  generator: string;
  files: Record<string, ManifestEntry>;
  stations: Record<string, ManifestStation>;
}

export const MANIFEST_FILE = 'manifest.json';

/** How a manifest names its writer; a folder whose manifest says so is a previous build's output. */
const GENERATOR_PREFIX = 'radio-embed ';

export function cacheClass(path: string): CacheClass {
  return path.startsWith('assets/') ? 'immutable' : 'no-cache';
}

export function manifestEntry(path: string, contents: Uint8Array): ManifestEntry {
  const cache = cacheClass(path);
  return {
    sha256: createHash('sha256').update(contents).digest('hex'),
    size: contents.byteLength,
    contentType: contentType(path),
    cache,
    cacheControl: CACHE_CONTROL[cache],
  };
}

/** Entries and stations in a stable order, so an unchanged build writes an identical manifest. */
export function createManifest(files: ReadonlyMap<string, ManifestEntry>, stations: ReadonlyMap<number, ManifestStation>): Manifest {
  return {
    generator: `${GENERATOR_PREFIX}${VERSION}`,
    files: Object.fromEntries([...files.keys()].sort().map((path) => [path, files.get(path)!])),
    stations: Object.fromEntries([...stations.keys()].sort((a, b) => a - b).map((id) => [String(id), stations.get(id)!])),
  };
}

/**
 * A previous build's manifest, or undefined when there is none or it is not ours (no radio-embed
 * generator): that is how a folder is recognised as a build's output. Only the shape is checked
 * here; nothing in it is written again unless it is recomputed or validated (previous-build.ts).
 */
export function parseManifest(text: string): Manifest | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (!isJsonObject(value) || typeof value.generator !== 'string' || !value.generator.startsWith(GENERATOR_PREFIX)) return undefined;
    if (!isJsonObject(value.files)) return undefined;
    const stations = isJsonObject(value.stations) ? value.stations : {};
    return { generator: value.generator, files: value.files as unknown as Manifest['files'], stations: stations as unknown as Manifest['stations'] };
  } catch {
    return undefined;
  }
}
