import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { PACKAGE_ROOT } from '../package-root';

export const DEMO_STREAM_PATH = '/demo/stream.mp3';

/** Bitrates (kbit/s) of MPEG audio layer III by header index: MPEG-1, then MPEG-2/2.5. */
const BITRATES = {
  mpeg1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  mpeg2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};

/** Bytes per second of a constant-bitrate MP3, read from its first frame header. */
export function mp3BytesPerSecond(clip: Uint8Array): number {
  if (clip[0] !== 0xff || (clip[1]! & 0xe0) !== 0xe0) throw new Error('the demo clip does not start with an MPEG frame');
  const mpeg1 = (clip[1]! & 0x18) === 0x18;
  const kbps = (mpeg1 ? BITRATES.mpeg1 : BITRATES.mpeg2)[clip[2]! >> 4] ?? 0;
  if (!kbps) throw new Error('the demo clip has no constant bitrate');
  return (kbps * 1000) / 8;
}

export interface DemoStream {
  handle(request: IncomingMessage, response: ServerResponse): void;
  /** Ends every open listener connection (on shutdown). */
  close(): void;
}

/**
 * Seconds sent up front, as radio servers do (Icecast's burst is 64 KB): browsers probe tens of
 * KB of MP3 before they start playing, which at 32 kbit/s would otherwise take seconds.
 */
const BURST_SECONDS = 10;
const TICK_MS = 200;
/** A listener who stops reading is not sent more than this ahead. */
const MAX_BUFFERED = 64 * 1024;

/**
 * The built-in demo station's stream: a short clip (templates/demo/chords.mp3) looped forever
 * at its own bitrate, like an Icecast mount. Whole MPEG frames concatenate into a valid stream,
 * so the loop needs no re-encoding.
 */
export async function createDemoStream(clipPath = join(PACKAGE_ROOT, 'templates/demo/chords.mp3')): Promise<DemoStream> {
  const clip = await readFile(clipPath);
  const rate = mp3BytesPerSecond(clip);
  const listeners = new Set<ServerResponse>();
  return {
    handle(request, response) {
      response.writeHead(200, {
        'Content-Type': 'audio/mpeg',
        'Cache-Control': 'no-store',
        'Access-Control-Allow-Origin': '*',
      });
      if (request.method === 'HEAD') return void response.end();
      let offset = 0;
      let sent = 0;
      const started = performance.now();
      const send = () => {
        const due = Math.floor(rate * (BURST_SECONDS + (performance.now() - started) / 1000));
        while (sent < due && response.writableLength < MAX_BUFFERED) {
          const size = Math.min(due - sent, clip.length - offset);
          response.write(clip.subarray(offset, offset + size));
          sent += size;
          offset = (offset + size) % clip.length;
        }
      };
      const timer = setInterval(send, TICK_MS);
      listeners.add(response);
      response.on('close', () => {
        clearInterval(timer);
        listeners.delete(response);
      });
      send();
    },
    close() {
      for (const response of listeners) response.destroy();
    },
  };
}
