import { execFile } from 'node:child_process';
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

/** Makes `seconds` of a `frequency` Hz tone (mono, 48 kb/s) with ffmpeg and serves it. */
export async function startMp3FileStream({ frequency = 440, seconds = 120 } = {}): Promise<Mp3FileStream> {
  const dir = await makeTempDir('mp3-stream');
  try {
    await promisify(execFile)('/usr/bin/ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', `sine=frequency=${frequency}:duration=${seconds}`],
      ...['-ac', '1', '-b:a', '48k', join(dir.path, PATH)],
    ]);
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
