import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { OutputFile } from '../bundle/bundle-runtime';
import { CliError } from '../errors/cli-error';
import { problem } from '../errors/problem';
import { HEADERS_FILE, renderHeadersFile } from './headers-file';
import { listFiles } from './list-files';
import { createManifest, MANIFEST_FILE, type ManifestEntry, manifestEntry, type ManifestStation } from './manifest';
import type { PreviousBuild } from './previous-build';

/** A station's files for this run, and whether they differ from what is published. */
export interface StationOutput extends ManifestStation {
  id: number;
  files: OutputFile[];
  entries: ReadonlyMap<string, ManifestEntry>;
  changed: boolean;
}

export interface BuildOutput {
  /** Content-hashed and shared: only ever added. */
  assets: OutputFile[];
  /** Files at the top of the output (the loader, embed.js). */
  rootFiles: OutputFile[];
  stations: StationOutput[];
  previous: PreviousBuild;
}

/** A station's output with its manifest entries, and whether it differs from the previous build. */
export function stationOutput(id: number, files: OutputFile[], station: ManifestStation, previous: PreviousBuild): StationOutput {
  const entries = new Map(files.map((file) => [file.path, manifestEntry(file.path, file.contents)]));
  return { id, files, entries, ...station, changed: !previous.hasSame(id, entries) };
}

/**
 * Writes a run's files so that readers never see half a build and a CDN sync sees only what
 * changed. New assets go in first, so no page ever points at a missing one; each changed station
 * folder is swapped in whole (written beside the output, then renamed); an unchanged station, and
 * an unchanged top-level file, is not touched at all (its mtime stays); `_headers` and
 * `manifest.json`, describing the final folder, go last. A first build is renamed into place at
 * once. The file calls are synchronous: thousands of small files are written several times
 * faster without a thread-pool round trip each, and nothing else runs meanwhile.
 */
export async function writeBuild(outDir: string, output: BuildOutput, shownOutDir = outDir): Promise<void> {
  try {
    await writeAll(outDir, output);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // The file system refused (permissions, a file where a folder should be, a full disk):
    // the operator's to fix, so a message, not a stack.
    if (code && FILE_SYSTEM_REFUSALS.has(code)) {
      throw new CliError([problem('WRITE_FAILED', { file: shownOutDir }, { reason: (error as Error).message })]);
    }
    throw error;
  }
}

const FILE_SYSTEM_REFUSALS = new Set(['EACCES', 'EPERM', 'ENOTDIR', 'EEXIST', 'EISDIR', 'ENOSPC', 'EROFS', 'EDQUOT']);

async function writeAll(outDir: string, output: BuildOutput): Promise<void> {
  mkdirSync(dirname(outDir), { recursive: true });
  const temp = mkdtempSync(join(dirname(outDir), `.${basename(outDir)}.tmp-`));
  try {
    const { manifestText, headersText } = await describeFinalFolder(outDir, output);
    const stage = join(temp, 'next');
    if (!output.previous.exists) {
      writeFiles(stage, [...output.assets, ...output.rootFiles, ...output.stations.flatMap((s) => s.files)]);
      writeFileSync(join(stage, HEADERS_FILE), headersText);
      writeFileSync(join(stage, MANIFEST_FILE), manifestText);
      renameSync(stage, outDir);
      return;
    }
    mkdirSync(join(outDir, 'assets'), { recursive: true });
    for (const file of output.assets) if (!existsSync(join(outDir, file.path))) replaceFile(outDir, file.path, file.contents, temp);
    for (const file of output.rootFiles) replaceIfChanged(outDir, file.path, file.contents, temp);
    for (const station of output.stations) {
      if (!station.changed) continue;
      writeFiles(stage, station.files);
      swapFolder(join(stage, String(station.id)), join(outDir, String(station.id)), join(temp, 'previous', String(station.id)));
    }
    replaceIfChanged(outDir, HEADERS_FILE, headersText, temp);
    replaceIfChanged(outDir, MANIFEST_FILE, manifestText, temp);
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

/**
 * The manifest and _headers of the folder as it will be: this run's files, plus every file
 * already there that this run does not replace (other stations, older assets), hashed from the
 * previous manifest when it knows them.
 */
async function describeFinalFolder(outDir: string, output: BuildOutput): Promise<{ manifestText: string; headersText: string }> {
  const previous = output.previous.manifest;
  const files = new Map<string, ManifestEntry>();
  const stations = new Map<number, ManifestStation>();
  const rebuilt = new Set(output.stations.map((s) => String(s.id)));
  const replaced = new Set([MANIFEST_FILE, HEADERS_FILE, ...output.rootFiles.map((f) => f.path)]);
  if (output.previous.exists) {
    for (const path of await keptFiles(outDir, rebuilt, replaced)) {
      files.set(path, previous?.files[path] ?? manifestEntry(path, readFileSync(join(outDir, path))));
    }
    for (const [id, station] of Object.entries(previous?.stations ?? {})) {
      if (!rebuilt.has(id) && existsSync(join(outDir, id))) stations.set(Number(id), station);
    }
  }
  for (const file of [...output.assets, ...output.rootFiles]) files.set(file.path, manifestEntry(file.path, file.contents));
  for (const station of output.stations) {
    for (const [path, entry] of station.entries) files.set(path, entry);
    stations.set(station.id, { buildTime: station.buildTime, csp: station.csp });
  }
  const manifest = createManifest(files, stations);
  return { manifestText: `${JSON.stringify(manifest, null, 2)}\n`, headersText: renderHeadersFile(manifest) };
}

/** Files in the output that stay as they are: not in a rebuilt station's folder, not replaced. */
async function keptFiles(outDir: string, rebuilt: ReadonlySet<string>, replaced: ReadonlySet<string>): Promise<string[]> {
  const kept: string[] = [];
  for (const entry of readdirSync(outDir, { withFileTypes: true })) {
    if (entry.isDirectory() && !rebuilt.has(entry.name)) kept.push(...(await listFiles(outDir, entry.name)));
    else if (entry.isFile() && !replaced.has(entry.name)) kept.push(entry.name);
  }
  return kept;
}

function writeFiles(root: string, files: readonly OutputFile[]): void {
  let folder = '';
  for (const file of files) {
    const target = join(root, file.path);
    // Files come folder by folder (assets, then each station's), so one mkdir per folder.
    if (dirname(target) !== folder) mkdirSync((folder = dirname(target)), { recursive: true });
    writeFileSync(target, file.contents);
  }
}

/** Writes beside the output, then renames over the target: readers see the old or the new file. */
function replaceFile(outDir: string, path: string, contents: Uint8Array | string, temp: string): void {
  const staged = join(temp, `file-${path.replaceAll('/', '_')}`);
  writeFileSync(staged, contents);
  renameSync(staged, join(outDir, path));
}

/** As replaceFile, but leaves an identical file alone (its mtime is what sync tools compare). */
function replaceIfChanged(outDir: string, path: string, contents: Uint8Array | string, temp: string): void {
  const target = join(outDir, path);
  if (existsSync(target) && Buffer.from(contents).equals(readFileSync(target))) return;
  replaceFile(outDir, path, contents, temp);
}

/** Replaces `target` by `next`; the old folder is parked in `parking` and restored on failure. */
function swapFolder(next: string, target: string, parking: string): void {
  const hadTarget = existsSync(target);
  if (hadTarget) {
    mkdirSync(dirname(parking), { recursive: true });
    renameSync(target, parking);
  }
  try {
    renameSync(next, target);
  } catch (error) {
    if (hadTarget) renameSync(parking, target);
    throw error;
  }
}
