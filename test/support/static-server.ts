import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { listenOnLoopback } from './loopback';

/** One request the static server received, as the browser sent it. */
export interface LoggedRequest {
  method: string;
  /** Path and query string, e.g. `/assets/main-AB12.js?x=1`. */
  url: string;
  /** The path alone, e.g. `/assets/main-AB12.js`. */
  path: string;
  headers: IncomingHttpHeaders;
  status: number;
}

/** A tiny static file server on 127.0.0.1, standing in for the CDN that publishes `dist/`. */
export interface StaticServer {
  /** `http://127.0.0.1:<port>` (no trailing slash). */
  url: string;
  /** Every request so far, in order; clear it with `requests.length = 0`. */
  requests: LoggedRequest[];
  close(): Promise<void>;
}

export interface StaticServerOptions {
  /** Awaited before a request is answered: a test holds a file back (a slow network, a blocked script). */
  hold?: (path: string) => Promise<void> | undefined;
  /** Bytes per second a file is sent at (a slow link), or undefined: at once. */
  rate?: (path: string) => number | undefined;
  /**
   * Answer as a CDN does: each file with its `Content-Length`, and a `Range` request with the
   * bytes asked for (`byteRange`). Off by default: the stand-in for a live stream (a long MP3
   * file, `mp3-file-stream.ts`) is sent with no length and whole, so browsers take it for live
   * audio (a file they hold whole is not; runtime/engine/download-watch.ts).
   */
  cdn?: boolean;
  /**
   * Files sent as a live stream's server sends its audio: the connection is kept open after the
   * file, as the station's next seconds were still to come; the listener ends it (or `close`).
   * A response that ended at once made WebKitGTK take the stream for a file and buffer it to a
   * temp file in /var/tmp (GStreamer's downloadbuffer, in about a third of its starts; never with
   * the connection open, as never from Icecast), and a temp file it could not write failed the
   * start with error 4 before any audio (made here with a full /var/tmp: the error a WebKit start
   * failed with on CI).
   */
  live?: (path: string) => boolean;
}

/**
 * Sends `body` at `bytesPerSecond`, a tenth of a second's worth at a time, then ends the response
 * unless `keepOpen`; stops when the client goes.
 */
function sendSlowly(response: ServerResponse, body: Buffer, bytesPerSecond: number, keepOpen: boolean): void {
  const step = Math.max(1, Math.round(bytesPerSecond / 10));
  let at = 0;
  const timer = setInterval(() => {
    response.write(body.subarray(at, (at += step)));
    if (at >= body.length) clearInterval(timer), keepOpen || response.end();
  }, 100);
  response.on('close', () => clearInterval(timer));
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.aac': 'audio/aac',
  '.mp3': 'audio/mpeg',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * The one byte range a `Range` header asks for, as a CDN answers it (RFC 9110 §14): `bytes=a-b`,
 * `bytes=a-` or `bytes=-n`, clamped to the file; `unsatisfiable` when it starts past the end;
 * undefined (the whole file, 200) for no header, another unit or several ranges. WebKit's media
 * player asks a file's last 128 bytes (an ID3v1 tag) while the download is under way, and takes a
 * 200 answer from byte 0 for the end of the stream: "Stream unavailable" (webkit-skeleton.test.ts).
 */
export function byteRange(header: string | undefined, size: number): [start: number, end: number] | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (!match[1] && !match[2])) return undefined;
  const [, first, last] = match;
  if (!first) return size === 0 || Number(last) === 0 ? 'unsatisfiable' : [Math.max(0, size - Number(last)), size - 1];
  const start = Number(first);
  // An end before its start makes the header invalid: ignored, as the RFC says.
  if (last && Number(last) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return [start, last ? Math.min(Number(last), size - 1) : size - 1];
}

/**
 * Serves files under `root`. A directory path serves its `index.html` (`/42/` → `42/index.html`);
 * `/42` redirects to `/42/` as CDNs do, so the page's relative URLs resolve the same way.
 * Files are read on every request, so a live HLS playlist being rewritten is served fresh. With
 * `cdn`, a `Range` request gets its bytes (206), as from a CDN (`byteRange`).
 */
export async function startStaticServer(rootDir: string, options: StaticServerOptions = {}): Promise<StaticServer> {
  const root = resolve(rootDir);
  const requests: LoggedRequest[] = [];
  const server = createServer(async (request, response) => {
    const url = request.url ?? '/';
    const path = decodeURIComponent(url.split('?')[0] ?? '/');
    await options.hold?.(path);
    const send = (status: number, headers: Record<string, string>, body?: Buffer | string) => {
      requests.push({ method: request.method ?? 'GET', url, path, headers: request.headers, status });
      response.writeHead(status, {
        'Access-Control-Allow-Origin': '*',
        'Cache-Control': 'no-cache',
        // A file of known length, sent slowly or not; else chunked (writeHead before the body).
        ...(options.cdn && body !== undefined ? { 'Content-Length': String(Buffer.byteLength(body)) } : {}),
        ...headers,
      });
      if (request.method === 'HEAD') return response.end();
      const rate = options.rate?.(path);
      const keepOpen = status === 200 && !!options.live?.(path);
      if (rate && typeof body === 'object') return sendSlowly(response, body, rate, keepOpen);
      if (keepOpen) return void response.write(body ?? '');
      response.end(body);
    };

    const file = normalize(join(root, path));
    if (file !== root && !file.startsWith(root + sep)) {
      return send(403, { 'Content-Type': 'text/plain' }, 'forbidden');
    }
    try {
      const info = await stat(file);
      if (info.isDirectory()) {
        if (!path.endsWith('/')) {
          const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
          return send(301, { Location: `${path}/${query}` });
        }
        const index = await readFile(join(file, 'index.html'));
        return send(200, { 'Content-Type': CONTENT_TYPES['.html']! }, index);
      }
      const type = CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
      const body = await readFile(file);
      if (!options.cdn) return send(200, { 'Content-Type': type }, body);
      const range = byteRange(request.headers.range, body.length);
      if (range === 'unsatisfiable') return send(416, { 'Content-Range': `bytes */${body.length}` });
      if (range) {
        const [start, end] = range;
        return send(206, { 'Content-Type': type, 'Accept-Ranges': 'bytes', 'Content-Range': `bytes ${start}-${end}/${body.length}` }, body.subarray(start, end + 1));
      }
      return send(200, { 'Content-Type': type, 'Accept-Ranges': 'bytes' }, body);
    } catch {
      return send(404, { 'Content-Type': 'text/plain' }, 'not found');
    }
  });
  const { url, close } = await listenOnLoopback(server);
  return { url, requests, close };
}
