// House rule (spec §2 logging): the logger is the runtime's only door to the console, so the
// `debug` level governs every line the player prints.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { expect, it } from 'vitest';

const runtime = resolve(import.meta.dirname, '../../../runtime');
const ALLOWED = new Set([
  'lib/logger.ts',
  // Runs on the station's own page, not in the player: its own tiny script, without the logger.
  'embed-api/host-loader.ts',
  'embed-api/host-global.ts',
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

// Comments may talk about the console; only code counts.
const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

it('has no console calls outside runtime/lib/logger.ts (and the host page loader)', () => {
  const offenders = sourceFiles(runtime)
    .filter((file) => !ALLOWED.has(relative(runtime, file)))
    .filter((file) => /\bconsole\s*(\.|\[)/.test(withoutComments(readFileSync(file, 'utf8'))))
    .map((file) => relative(runtime, file));
  expect(offenders).toEqual([]);
});
