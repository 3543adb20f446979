import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OutputFile } from '../bundle/bundle-runtime';
import { CliError } from '../errors/cli-error';
import { type Problem, problem } from '../errors/problem';
import { type CspDirectives, formatCsp, parseCsp, unionCsp } from './csp-policy';
import { renderHeadersFile } from './headers-file';
import { keptStationCsp } from './kept-station-csp';
import { createManifest, type Manifest, MANIFEST_FILE, type ManifestEntry, manifestEntry, type ManifestStation } from './manifest';
import { inlineCodeHashes } from './page-inline-code';
import { findStrays, isAssetName, isStationFileName } from './strays';
import type { BuildOutput, StationOutput } from './write-build';

/** _headers and manifest.json, as text. */
export interface FolderDescription {
  headers: string;
  manifest: string;
}

/** Everything a run changes in the output folder, decided before anything in it is touched. */
export interface SwitchPlan {
  /** Assets the folder does not hold yet (assets are content-hashed: only ever added). */
  assets: OutputFile[];
  /** Files that replace a different file, or join a folder that exists: root files, changed station files. */
  files: OutputFile[];
  /** Stations without a folder yet: each folder is renamed in whole. */
  newFolders: StationOutput[];
  /** Files in rebuilt station folders that the new build does not have. */
  extras: string[];
  /** What the folder holds that no build writes (strays.ts): moved out before anything else changes. */
  strays: string[];
  final: FolderDescription;
  /**
   * What the folder says while files change: every station's policy allows its old page and its
   * new one, and the manifest lists only files that stay as they are. Undefined when the folder
   * does not exist yet (it is renamed into place whole) or nothing in it changes.
   */
  interim?: FolderDescription;
}

export function planSwitch(output: BuildOutput, shownOutDir: string): SwitchPlan {
  const { previous } = output;
  const rebuilt = new Map(output.stations.map((s) => [String(s.id), s]));
  const kept = previous.exists ? keptFiles(previous.outDir, rebuilt) : { files: new Map<string, ManifestEntry>(), stations: [] };
  const problems: Problem[] = [];
  const stations = new Map<number, ManifestStation>();
  for (const id of kept.stations) {
    const csp = keptStationCsp(id, previous, output.policy);
    const buildTime = pageBuildTime(previous.read(`${id}/index.html`));
    if (csp && buildTime !== undefined) stations.set(id, { buildTime, csp });
    else problems.push(problem('UNTRUSTED_KEPT_STATION', { file: join(shownOutDir, MANIFEST_FILE), path: ['stations', String(id)] }, { id }));
  }
  if (problems.length) throw new CliError(problems);

  const files = new Map(kept.files);
  const assets = output.assets.filter((file) => !kept.files.has(file.path));
  for (const file of [...output.assets, ...output.rootFiles]) files.set(file.path, manifestEntry(file.path, file.contents));
  const strays = previous.exists ? findStrays(previous.outDir, output.rootFiles.map((file) => file.path), new Set(rebuilt.keys())) : [];
  const plan: SwitchPlan = { assets, files: [], newFolders: [], extras: [], strays, final: { headers: '', manifest: '' } };
  plan.files.push(...output.rootFiles.filter((file) => !previous.holds(file.path, file.contents)));
  for (const station of output.stations) {
    for (const [path, entry] of station.entries) files.set(path, entry);
    stations.set(station.id, { buildTime: station.buildTime, csp: station.csp });
    if (!station.changed) continue;
    if (!previous.exists || !isFolder(join(previous.outDir, String(station.id)))) plan.newFolders.push(station);
    else {
      plan.files.push(...station.files.filter((file) => !previous.holds(file.path, file.contents)));
      plan.extras.push(...extraFiles(previous.outDir, station));
    }
  }
  const final = createManifest(files, stations);
  plan.final = describe(final);
  const changing = new Set([...plan.assets, ...plan.files, ...plan.newFolders.flatMap((s) => s.files)].map((f) => f.path));
  if (previous.exists && (changing.size > 0 || strays.length > 0)) {
    const interimStations = new Map([...stations].map(([id, s]) => [id, rebuilt.has(String(id)) ? { ...s, csp: transitionCsp(id, s.csp, output) } : s]));
    const stable = new Map([...files].filter(([path]) => !changing.has(path)));
    plan.interim = {
      // The headers name every station folder that will exist; the manifest only files that hold still.
      headers: renderHeadersFile(createManifest(files, interimStations)),
      manifest: describe(createManifest(stable, interimStations)).manifest,
    };
  }
  return plan;
}

function describe(manifest: Manifest): FolderDescription {
  return { manifest: `${JSON.stringify(manifest, null, 2)}\n`, headers: renderHeadersFile(manifest) };
}

/**
 * A rebuilt station's policy while its page is being replaced: the new policy, plus the page
 * that is there now (its inline code's hashes, and the previous policy when it is trustworthy).
 */
function transitionCsp(id: number, csp: string, { previous, policy: context }: BuildOutput): string {
  const next = parseCsp(csp);
  const page = previous.read(`${id}/index.html`);
  if (!next || !page) return csp;
  const old = parseCsp(keptStationCsp(id, previous, context));
  const policy: CspDirectives = old ? unionCsp(next, old) : new Map(next);
  const { scripts, styles } = inlineCodeHashes(page.toString('utf8'));
  for (const [directive, hashes] of [['script-src', scripts], ['style-src', styles]] as const) {
    const sources = policy.get(directive) ?? policy.get('default-src') ?? [];
    policy.set(directive, [...new Set([...sources, ...hashes])]);
  }
  return formatCsp(policy);
}

/**
 * Files of the folder that this run keeps as they are, hashed from the files themselves (never
 * from the old manifest): older assets and the folders of stations not rebuilt. Only the layout
 * a build writes is walked — `assets/` and `<id>/` folders, one level deep, the names the build
 * gives — and symlinks are neither followed nor listed; anything else is a stray (strays.ts).
 */
function keptFiles(outDir: string, rebuilt: ReadonlyMap<string, unknown>): { files: Map<string, ManifestEntry>; stations: number[] } {
  const files = new Map<string, ManifestEntry>();
  const stations: number[] = [];
  for (const entry of readdirSync(outDir, { withFileTypes: true })) {
    if (!entry.isDirectory() || rebuilt.has(entry.name)) continue;
    const station = /^[1-9]\d*$/.test(entry.name);
    if (!station && entry.name !== 'assets') continue;
    // Only names a build writes: anything else is a stray, moved out (strays.ts), never listed.
    const ours = station ? isStationFileName : isAssetName;
    const names = readdirSync(join(outDir, entry.name), { withFileTypes: true }).filter((e) => e.isFile() && ours(e.name)).map((e) => e.name);
    for (const name of names) {
      const path = `${entry.name}/${name}`;
      files.set(path, manifestEntry(path, readFileSync(join(outDir, path))));
    }
    if (station && names.includes('index.html')) stations.push(Number(entry.name));
  }
  return { files, stations };
}

/** The build time inlined in a page's config: the manifest's copy is not trusted. */
function pageBuildTime(page: Buffer | undefined): number | undefined {
  const time = page && /"buildTime":(\d{1,16})[,}]/.exec(page.toString('utf8'))?.[1];
  return time ? Number(time) : undefined;
}

function isFolder(path: string): boolean {
  try {
    return lstatSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** What a rebuilt station's folder holds beyond its new files (left from an older version). */
function extraFiles(outDir: string, station: StationOutput): string[] {
  return readdirSync(join(outDir, String(station.id)))
    .map((name) => `${station.id}/${name}`)
    .filter((path) => !station.entries.has(path));
}
