import { copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startStaticServer, type LoggedRequest } from './static-server';
import { makeTempDir } from './temp-dir';
import { fileMp3, toneFile } from './tone-files';

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
 * Serves `seconds` of a `frequency` Hz tone (mono, 48 kb/s), made by ffmpeg; at `bytesPerSecond`
 * when given (a slow link: the download is still under way when the player starts), else at once.
 * Sent whole with no length and the connection kept open (a stand-in for live audio: a station's
 * server sends its burst and keeps the connection for what comes next; the listener ends it), or,
 * with `cdn`, as a file from a CDN: its length, and byte ranges answered (static-server.ts).
 */
export async function startMp3FileStream({ frequency = 440, seconds = 120, bytesPerSecond = 0, cdn = false } = {}): Promise<Mp3FileStream> {
  const dir = await makeTempDir('mp3-stream');
  try {
    // Encoded once per run for each tone and length (tone-files.ts); each stream serves a copy.
    await copyFile(await toneFile(frequency, fileMp3(seconds)), join(dir.path, PATH));
    const server = await startStaticServer(dir.path, { cdn, live: (path) => path === PATH && !cdn, rate: (path) => (path === PATH && bytesPerSecond) || undefined });
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
