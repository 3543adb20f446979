import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * Encoded sine tones, made once per run and shared by every file that asks for the same one.
 *
 * Encoding is most of what a test's stream costs: a live MP3 source encoding in real time took
 * about 0.028 CPU s a second and a live AAC HLS packager 0.05, against about 0.01 for the same
 * ffmpeg copying a file it was given (measured 2026-11-27); the suite runs some eighty streams.
 * So a live source (ffmpeg-source.ts, hls-source.ts) still runs ffmpeg in real time into Icecast
 * or `-f hls`, but from an encoded file, looped (`-stream_loop -1 -c:a copy`), and a file stream
 * (mp3-file-stream.ts) serves a file encoded once instead of once per test file.
 *
 * The e2e global setup names the run's directory in TONE_FILES_ENV (and removes it at the end);
 * without it (one file run by hand still has the setup; a unit test does not) a directory of this
 * process's own is used. Several workers asking for the same tone at once each encode it and the
 * last rename wins: every copy is the same tone, and a reader never sees half a file.
 */
export const TONE_FILES_ENV = 'RADIO_EMBED_TONE_FILES';

const ownDir = join(tmpdir(), `radio-embed-tones-${process.pid}`);

/** The directory tone files are kept in for this run. */
function toneDir(): string {
  const dir = process.env[TONE_FILES_ENV];
  if (dir) return dir;
  if (!existsSync(ownDir)) {
    mkdirSync(ownDir, { recursive: true });
    process.once('exit', () => rmSync(ownDir, { recursive: true, force: true }));
  }
  return ownDir;
}

/** How a tone is encoded: ffmpeg's arguments after its lavfi sine input, and the file's extension. */
export interface ToneEncoding {
  seconds: number;
  encode: readonly string[];
  extension: string;
}

/**
 * What a live source plays over and over (a tiny gap where it starts again), as a station's
 * encoder sends it: stereo at 128 kb/s. Icecast's AAC mounts and the HLS packager share the AAC.
 */
export const LIVE_MP3: ToneEncoding = { seconds: 120, encode: ['-ac', '2', '-c:a', 'libmp3lame', '-b:a', '128k', '-f', 'mp3'], extension: 'mp3' };
export const LIVE_AAC: ToneEncoding = { seconds: 120, encode: ['-ac', '2', '-c:a', 'aac', '-b:a', '128k', '-f', 'adts'], extension: 'aac' };
/** A file stream's MP3 (mp3-file-stream.ts): mono at 48 kb/s, `seconds` long. */
export const fileMp3 = (seconds: number): ToneEncoding => ({ seconds, encode: ['-ac', '1', '-b:a', '48k'], extension: 'mp3' });

/**
 * The tones most files play, made by the e2e global setup: `first`, which the first files (the
 * serial group's) play, before any file starts (made beside them, each file of the first wave
 * encoded its own as well: measured 3 CPU s for the AAC); `later`, the frame worlds' ten minutes
 * (frame-world.ts, the parallel group's), meanwhile (it held the first file back 2 s: 5.2 s for
 * the four before, 10 minutes of mono MP3 the second longest after the AAC's 2.3 CPU s).
 */
export function prepareCommonTones(): { first: Promise<unknown>; later: Promise<unknown> } {
  const make = (encodings: ToneEncoding[]) => Promise.allSettled(encodings.map((encoding) => toneFile(440, encoding)));
  return { first: make([LIVE_AAC, LIVE_MP3, fileMp3(120)]), later: make([fileMp3(600)]) };
}

/** Encodes in flight in this process, by path: two streams asking at once share one. */
const making = new Map<string, Promise<string>>();

/** The path of the encoded file of a `frequency` Hz tone (made by ffmpeg if no one has yet). */
export async function toneFile(frequency: number, { seconds, encode, extension }: ToneEncoding): Promise<string> {
  const input = `sine=frequency=${frequency}:sample_rate=44100:duration=${seconds}`;
  const args = ['-hide_banner', '-loglevel', 'error', '-nostdin', '-f', 'lavfi', '-i', input, ...encode];
  const key = createHash('sha256').update(args.join('\0')).digest('hex').slice(0, 16);
  const path = join(toneDir(), `tone-${frequency}-${seconds}s-${key}.${extension}`);
  if ((await stat(path).catch(() => undefined))?.isFile()) return path;
  let made = making.get(path);
  if (!made) {
    made = encodeTo(args, path, extension).finally(() => making.delete(path));
    making.set(path, made);
  }
  return made;
}

/** Encodes to a partial file and renames it: a reader never sees half a tone. */
async function encodeTo(args: readonly string[], path: string, extension: string): Promise<string> {
  const partial = `${path}.${process.pid}-${Math.random().toString(36).slice(2)}.partial.${extension}`;
  try {
    await promisify(execFile)('/usr/bin/ffmpeg', [...args, '-y', partial]);
    await rename(partial, path);
  } finally {
    await rm(partial, { force: true });
  }
  return path;
}
