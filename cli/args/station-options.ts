import type { Command } from 'commander';
import { DEFAULT_CONFIG_FILE } from '../load/load-project-config';

/** The flags every command that reads stations accepts (station-config.md). */
export interface StationFlags {
  stationsDir: string;
  config?: string;
}

export function addStationOptions(command: Command, { outDir = false } = {}): Command {
  command
    .option('--stations-dir <dir>', 'folder of the station files', 'stations')
    .option('--config <file>', `shared settings (default: ${DEFAULT_CONFIG_FILE} when present)`);
  if (outDir) command.option('--out-dir <dir>', 'output folder', 'dist');
  return command;
}
