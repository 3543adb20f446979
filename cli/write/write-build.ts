import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import type { OutputFile } from '../bundle/bundle-runtime';
import { CliError } from '../errors/cli-error';
import { problem } from '../errors/problem';
import type { PolicyContext } from './kept-station-csp';
import { type ManifestEntry, manifestEntry, type ManifestStation } from './manifest';
import { besideOutput } from './output-folder';
import type { OutputLock } from './output-lock';
import { planSwitch } from './plan-switch';
import type { PreviousBuild } from './previous-build';
import { renameInWhole, stageSwitch, switchIn } from './switch-build';
import type { StepHook } from './test-hooks';

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
  /** What the policies of stations this run keeps are recomputed with. */
  policy: PolicyContext;
}

/** A station's output with its manifest entries, and whether any file differs from the one on disk. */
export function stationOutput(id: number, files: OutputFile[], station: ManifestStation, previous: PreviousBuild): StationOutput {
  const entries = new Map(files.map((file) => [file.path, manifestEntry(file.path, file.contents)]));
  return { id, files, entries, ...station, changed: !files.every((file) => previous.holds(file.path, file.contents)) };
}

export interface WriteOptions {
  /** The output folder as the user gave it, for messages. */
  shownOutDir: string;
  /** Held for the whole run (build-stations.ts); checked once more before the output is touched. */
  lock: OutputLock;
  reached: StepHook;
}

/**
 * Writes a run as one transaction, as far as the file system allows: everything is staged beside
 * the output first (plan-switch.ts decides, switch-build.ts writes), so a failure while staging —
 * a full disk — leaves the output as it was; then renames switch it in, in an order after which
 * every page is served with a policy that allows it (switch-build.ts). The staging folder is
 * removed in the end, or by the next run after a crash. A first build is renamed in as one folder.
 */
/** What a write did beyond the build's own files: the strays it moved out, and where to. */
export interface WriteReport {
  strays: string[];
  straysMovedTo?: string;
}

export async function writeBuild(outDir: string, output: BuildOutput, options: WriteOptions): Promise<WriteReport> {
  try {
    return writeAll(outDir, output, options);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // The file system refused (permissions, a file where a folder should be, a full disk):
    // the operator's to fix, so a message, not a stack.
    if (code && FILE_SYSTEM_REFUSALS.has(code)) {
      throw new CliError([problem('WRITE_FAILED', { file: options.shownOutDir }, { reason: (error as Error).message })]);
    }
    throw error;
  }
}

export const FILE_SYSTEM_REFUSALS = new Set(['EACCES', 'EPERM', 'ENOTDIR', 'EEXIST', 'EISDIR', 'ENOSPC', 'EROFS', 'EDQUOT', 'ENOTEMPTY', 'EBUSY', 'EXDEV']);

function writeAll(outDir: string, output: BuildOutput, options: WriteOptions): WriteReport {
  const plan = planSwitch(output, options.shownOutDir);
  mkdirSync(dirname(outDir), { recursive: true });
  const stage = mkdtempSync(`${besideOutput(outDir).stagingPrefix}${process.pid}-`);
  try {
    stageSwitch(stage, plan);
    options.reached('staged');
    if (!options.lock.stillHeld()) {
      throw new CliError([problem('WRITE_FAILED', { file: options.shownOutDir }, { reason: 'another build took over its lock; nothing was written' })]);
    }
    if (!output.previous.exists) {
      renameInWhole(stage, outDir);
      return { strays: [] };
    }
    return { strays: plan.strays, straysMovedTo: switchIn(stage, outDir, plan, options.reached) };
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}
