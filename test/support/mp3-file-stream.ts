import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startStaticServer, type LoggedRequest } from './static-server';
import { makeTempDir } from './temp-dir';

const PATH = '/live.mp3';

/** A static MP3 (a sine tone) on its own server, whose request log shows how the player asked for it. */
export interface Mp3FileStream {
  /** `http://127.0.0.1:<port>/live.mp3`: the station's `data.audioHtml`. */
  url: string;
  /** The requests for the MP3 so far, in order (media elements may ask again with a Range header). */
  requests(): LoggedRequest[];
  /** Stops the server and deletes the file. */
  close(): Promise<void>;
}

/**
 * Encoding is the costly part (2.8 CPU s for 600 s of MP3 here): ffmpeg encodes at most this much
 * of the tone and repeats it, frames copied, not encoded again (0.1 CPU s), to the length asked.
 * A whole number of the tone's cycles fits in it; the encoder's few ms of padding at each seam
 * are nothing a test here listens for (these streams are checked by their requests, not by ear).
 */
const PIECE_SECONDS = 10;

/** Makes at least `seconds` of a `frequency` Hz tone (mono, 48 kb/s) with ffmpeg and serves it. */
export async function startMp3FileStream({ frequency = 440, seconds = 120 } = {}): Promise<Mp3FileStream> {
  const dir = await makeTempDir('mp3-stream');
  try {
    const ffmpeg = (...args: string[]) => promisify(execFile)('/usr/bin/ffmpeg', ['-hide_banner', '-loglevel', 'error', ...args]);
    const piece = join(dir.path, 'piece.mp3');
    await ffmpeg(...['-f', 'lavfi', '-i', `sine=frequency=${frequency}:duration=${Math.min(seconds, PIECE_SECONDS)}`], ...['-ac', '1', '-b:a', '48k', piece]);
    const repeats = Math.ceil(seconds / PIECE_SECONDS);
    await ffmpeg(...['-stream_loop', String(repeats - 1), '-i', piece], ...['-c', 'copy', join(dir.path, PATH)]);
    await rm(piece);
    const server = await startStaticServer(dir.path);
    return {
      url: `${server.url}${PATH}`,
      requests: () => server.requests.filter((request) => request.path === PATH),
      close: async () => {
        await server.close();
        await dir.remove();
      },
    };
  } catch (error) {
    await dir.remove();
    throw error;
  }
}
