import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from 'node:fs';

export type RegularFileRead =
  | { ok: true; text: string }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'not-regular'; kind: string }
  | { ok: false; reason: 'too-large' }
  | { ok: false; reason: 'unreadable'; code: string };

/**
 * Reads a regular file of at most `limit` bytes as UTF-8. A folder, a device (a link to
 * /dev/zero), a FIFO or a socket is refused without reading from it: O_NONBLOCK makes opening a
 * FIFO return at once, and the check is on the opened file (fstat), so it cannot be swapped in
 * between. At most limit + 1 bytes are read, so an endless or huge file costs no more memory.
 */
export function readRegularFile(path: string, limit: number): RegularFileRead {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'EIO';
    return code === 'ENOENT' ? { ok: false, reason: 'not-found' } : { ok: false, reason: 'unreadable', code };
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) return { ok: false, reason: 'not-regular', kind: kindOf(stats) };
    if (stats.size > limit) return { ok: false, reason: 'too-large' };
    const buffer = Buffer.alloc(limit + 1);
    let length = 0;
    for (let n; length < buffer.length && (n = readSync(fd, buffer, length, buffer.length - length, null)) > 0; ) length += n;
    if (length > limit) return { ok: false, reason: 'too-large' };
    return { ok: true, text: buffer.toString('utf8', 0, length) };
  } catch (error) {
    return { ok: false, reason: 'unreadable', code: (error as NodeJS.ErrnoException).code ?? 'EIO' };
  } finally {
    closeSync(fd);
  }
}

function kindOf(stats: Stats): string {
  if (stats.isDirectory()) return 'a folder';
  if (stats.isFIFO()) return 'a named pipe (FIFO)';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'a device';
  if (stats.isSocket()) return 'a socket';
  return 'not a regular file';
}
