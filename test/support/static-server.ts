import { createServer, type IncomingHttpHeaders } from 'node:http';
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
 * Serves files under `root`. A directory path serves its `index.html` (`/42/` → `42/index.html`);
 * `/42` redirects to `/42/` as CDNs do, so the page's relative URLs resolve the same way.
 * Files are read on every request, so a live HLS playlist being rewritten is served fresh.
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
        ...headers,
      });
      response.end(request.method === 'HEAD' ? undefined : body);
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
      return send(200, { 'Content-Type': type }, await readFile(file));
    } catch {
      return send(404, { 'Content-Type': 'text/plain' }, 'not found');
    }
  });
  const { url, close } = await listenOnLoopback(server);
  return { url, requests, close };
}
