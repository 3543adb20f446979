// Station files that once crashed, hung or exhausted a run (issue 15 §7), for the CLI tests.
import { execFileSync } from 'node:child_process';
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MAX_JSON_DEPTH, MAX_JSON_FILE_BYTES } from '../../../cli/load/input-limits';
import { stationJson } from './station-json';

/** Each writes a bad stations/<id>.json; `message` is what the run must say about it. */
export const HOSTILE_STATIONS: { name: string; write(stations: string, id: number): Promise<void>; message(id: number): RegExp }[] = [
  {
    name: 'an unknown key nested 5,000 levels deep',
    write: (stations, id) =>
      writeFile(join(stations, `${id}.json`), JSON.stringify(stationJson(id)).replace(/}$/, `,"x":${'['.repeat(5000)}${']'.repeat(5000)}}`)),
    message: (id) => new RegExp(`^stations/${id}\\.json:1:\\d+: nested more than ${MAX_JSON_DEPTH} levels deep`, 'm'),
  },
  {
    name: 'a file over the size limit',
    write: (stations, id) => writeFile(join(stations, `${id}.json`), JSON.stringify(stationJson(id)) + ' '.repeat(MAX_JSON_FILE_BYTES)),
    message: (id) => new RegExp(`^stations/${id}\\.json: larger than the 1,000,000-byte limit for an input file; not read$`, 'm'),
  },
  {
    name: 'a folder named <id>.json',
    write: (stations, id) => mkdir(join(stations, `${id}.json`)),
    message: (id) => new RegExp(`^stations/${id}\\.json: is a folder, not a regular file; not read$`, 'm'),
  },
  {
    name: 'a link to /dev/zero',
    write: (stations, id) => symlink('/dev/zero', join(stations, `${id}.json`)),
    message: (id) => new RegExp(`^stations/${id}\\.json: is a device, not a regular file; not read$`, 'm'),
  },
  {
    name: 'a named pipe nobody writes to',
    write: async (stations, id) => void execFileSync('mkfifo', [join(stations, `${id}.json`)]),
    message: (id) => new RegExp(`^stations/${id}\\.json: is a named pipe \\(FIFO\\), not a regular file; not read$`, 'm'),
  },
  {
    // As root nothing is unreadable by its mode; a link to itself cannot be opened by anyone.
    name: 'a file that cannot be opened (a link loop)',
    write: (stations, id) => symlink(`${id}.json`, join(stations, `${id}.json`)),
    message: (id) => new RegExp(`^stations/${id}\\.json: cannot be read \\(ELOOP\\)$`, 'm'),
  },
];
