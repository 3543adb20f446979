import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Manifest, MANIFEST_FILE, type ManifestEntry, parseManifest } from './manifest';

/** What the output folder holds before this run, as far as its manifest tells. */
export interface PreviousBuild {
  outDir: string;
  /** The output folder exists (so files are swapped in one by one, not renamed in at once). */
  exists: boolean;
  manifest?: Manifest;
  /** The build time inlined in a station's current page, if it is known. */
  buildTime(id: number): number | undefined;
  /** True when the station's published files are exactly these (same paths, same sha256). */
  hasSame(id: number, entries: ReadonlyMap<string, ManifestEntry>): boolean;
}

export async function readPreviousBuild(outDir: string): Promise<PreviousBuild> {
  const exists = existsSync(outDir);
  const text = exists ? await readFile(join(outDir, MANIFEST_FILE), 'utf8').catch(() => '') : '';
  const manifest = text ? parseManifest(text) : undefined;
  const byStation = new Map<string, string[]>();
  for (const path of Object.keys(manifest?.files ?? {})) {
    const id = /^([1-9]\d*)\//.exec(path)?.[1];
    if (id) byStation.set(id, [...(byStation.get(id) ?? []), path]);
  }
  return {
    outDir,
    exists,
    manifest,
    buildTime: (id) => manifest?.stations[String(id)]?.buildTime,
    hasSame(id, entries) {
      const paths = byStation.get(String(id)) ?? [];
      if (!manifest || paths.length !== entries.size) return false;
      if (!paths.every((path) => entries.get(path)?.sha256 === manifest.files[path]!.sha256)) return false;
      // The manifest may outlive a folder someone deleted by hand.
      return existsSync(join(outDir, String(id), 'index.html'));
    },
  };
}
