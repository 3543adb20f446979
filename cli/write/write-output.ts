import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { OutputFile } from '../bundle/bundle-runtime';
import { CliError } from '../errors/cli-error';
import { problem } from '../errors/problem';
import { listFiles } from './list-files';
import { createManifest, MANIFEST_FILE } from './manifest';

/**
 * Writes a run's files into the output folder so that readers never see half a build: everything
 * is written to a temporary folder beside it first, then renamed into place. Content-hashed
 * assets are only added (an existing one has the same bytes); each station folder is swapped
 * whole; manifest.json, describing the final folder, goes last.
 */
export async function writeOutput(outDir: string, files: readonly OutputFile[], shownOutDir = outDir): Promise<void> {
  try {
    await writeAll(outDir, files);
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

async function writeAll(outDir: string, files: readonly OutputFile[]): Promise<void> {
  await mkdir(dirname(outDir), { recursive: true });
  const temp = await mkdtemp(join(dirname(outDir), `.${basename(outDir)}.tmp-`));
  try {
    const stage = join(temp, 'next');
    for (const file of files) await writeFileIn(stage, file.path, file.contents);
    const swapped = new Set(files.map((file) => topFolder(file.path)).filter((top) => top !== 'assets'));
    const final = await keptFiles(outDir, swapped);
    for (const file of files) final.set(file.path, file.contents);
    await writeFileIn(stage, MANIFEST_FILE, `${JSON.stringify(createManifest(final), null, 2)}\n`);
    if (!existsSync(outDir)) {
      await rename(stage, outDir);
      return;
    }
    await moveNewAssets(stage, outDir, files);
    for (const folder of swapped) await swapFolder(join(stage, folder), join(outDir, folder), join(temp, 'previous', folder));
    await rename(join(stage, MANIFEST_FILE), join(outDir, MANIFEST_FILE));
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}

function topFolder(path: string): string {
  return path.split('/')[0]!;
}

async function writeFileIn(root: string, path: string, contents: Uint8Array | string): Promise<void> {
  const target = join(root, path);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, contents);
}

/** Files already in the output that stay after this run, with their bytes (for the manifest). */
async function keptFiles(outDir: string, swapped: ReadonlySet<string>): Promise<Map<string, Uint8Array>> {
  const kept = new Map<string, Uint8Array>();
  for (const path of await listFiles(outDir)) {
    if (path === MANIFEST_FILE || swapped.has(topFolder(path))) continue;
    kept.set(path, await readFile(join(outDir, path)));
  }
  return kept;
}

async function moveNewAssets(stage: string, outDir: string, files: readonly OutputFile[]): Promise<void> {
  for (const file of files) {
    if (topFolder(file.path) !== 'assets' || existsSync(join(outDir, file.path))) continue;
    await mkdir(dirname(join(outDir, file.path)), { recursive: true });
    await rename(join(stage, file.path), join(outDir, file.path));
  }
}

/** Replaces `target` by `next`; the old folder is parked in `parking` and restored on failure. */
async function swapFolder(next: string, target: string, parking: string): Promise<void> {
  const hadTarget = existsSync(target);
  if (hadTarget) {
    await mkdir(dirname(parking), { recursive: true });
    await rename(target, parking);
  }
  try {
    await rename(next, target);
  } catch (error) {
    if (hadTarget) await rename(parking, target);
    throw error;
  }
}
