import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { OutputFile } from '../bundle/bundle-runtime';
import { HEADERS_FILE } from './headers-file';
import { MANIFEST_FILE } from './manifest';
import type { FolderDescription, SwitchPlan } from './plan-switch';
import { moveStrays } from './strays';
import type { StepHook } from './test-hooks';

/**
 * Writes everything a run changes into `stage` (beside the output, on the same file system), so a
 * full disk or any other write error stops the run before the output is touched. What is left
 * to do afterwards is renames, which need no space.
 */
export function stageSwitch(stage: string, plan: SwitchPlan): void {
  writeFiles(join(stage, 'next'), [...plan.assets, ...plan.files, ...plan.newFolders.flatMap((s) => s.files)]);
  writeDescription(join(stage, 'final'), plan.final);
  if (plan.interim) writeDescription(join(stage, 'interim'), plan.interim);
}

/**
 * The whole output at once, for a folder that does not exist yet: readers see nothing, then
 * everything.
 */
export function renameInWhole(stage: string, outDir: string): void {
  mkdirSync(join(stage, 'next'), { recursive: true });
  renameSync(join(stage, 'final', HEADERS_FILE), join(stage, 'next', HEADERS_FILE));
  renameSync(join(stage, 'final', MANIFEST_FILE), join(stage, 'next', MANIFEST_FILE));
  renameSync(join(stage, 'next'), outDir);
}

/**
 * Switches the staged files into an existing output folder, each with one rename, in an order
 * after which every page is served with a policy that allows it, whenever the process stops
 * (strays, files no build wrote, are moved out first; returns where they went):
 *
 * 1. the interim manifest (only files that hold still) and the interim _headers (each rebuilt
 *    station allowed in its old and new form, new stations' rules before their folders);
 * 2. new assets, before any page that names them;
 * 3. changed files one by one (a page is old or new, never missing) and new station folders whole;
 * 4. the final _headers, then the final manifest, which marks the run as complete.
 *
 * Unchanged files are not touched, and neither are _headers and manifest.json when identical.
 */
export function switchIn(stage: string, outDir: string, plan: SwitchPlan, reached: StepHook): string | undefined {
  const next = join(stage, 'next');
  // First, what no build wrote leaves the folder: no host serves it, publish.sh never sees it.
  const straysMovedTo = plan.strays.length ? moveStrays(outDir, plan.strays) : undefined;
  if (plan.interim) {
    replaceIfChanged(join(stage, 'interim', MANIFEST_FILE), join(outDir, MANIFEST_FILE));
    reached('interim-manifest');
    replaceIfChanged(join(stage, 'interim', HEADERS_FILE), join(outDir, HEADERS_FILE));
    reached('interim-headers');
  }
  if (plan.assets.length) mkdirSync(join(outDir, 'assets'), { recursive: true });
  for (const file of plan.assets) renameSync(join(next, file.path), join(outDir, file.path));
  reached('assets');
  const moves = [...plan.files.map((f) => f.path), ...plan.newFolders.map((s) => String(s.id))];
  moves.forEach((path, index) => {
    // A new station's name may be taken by a file or a symlink (never followed): it goes.
    if (index >= plan.files.length) rmSync(join(outDir, path), { force: true });
    renameSync(join(next, path), join(outDir, path));
    if (index === Math.floor(moves.length / 2)) reached('half-files');
  });
  for (const path of plan.extras) rmSync(join(outDir, path), { recursive: true, force: true });
  reached('files');
  replaceIfChanged(join(stage, 'final', HEADERS_FILE), join(outDir, HEADERS_FILE));
  reached('final-headers');
  replaceIfChanged(join(stage, 'final', MANIFEST_FILE), join(outDir, MANIFEST_FILE));
  reached('final-manifest');
  return straysMovedTo;
}

function writeDescription(dir: string, description: FolderDescription): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, HEADERS_FILE), description.headers);
  writeFileSync(join(dir, MANIFEST_FILE), description.manifest);
}

function writeFiles(root: string, files: readonly OutputFile[]): void {
  mkdirSync(root, { recursive: true });
  let folder = '';
  for (const file of files) {
    const target = join(root, file.path);
    // Files come folder by folder (assets, then each station's), so one mkdir per folder.
    if (dirname(target) !== folder) mkdirSync((folder = dirname(target)), { recursive: true });
    writeFileSync(target, file.contents);
  }
}

/** Renames `staged` over `target` unless they are identical (the target's mtime is what sync tools compare). */
function replaceIfChanged(staged: string, target: string): void {
  if (existsSync(target) && readFileSync(staged).equals(readFileSync(target))) return;
  renameSync(staged, target);
}
