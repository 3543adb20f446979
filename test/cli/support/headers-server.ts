import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, normalize } from 'node:path';

export interface HeadersServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** Every request so far, with the status it was answered (a favicon asked for and not there is a 404). */
  requests: { path: string; status: number }[];
  close(): Promise<void>;
}

/** dist/_headers as rules: a path pattern (`*` matches anything, even nothing) and its headers. */
export function parseHeadersFile(text: string): { pattern: RegExp; headers: Record<string, string> }[] {
  const rules: { pattern: RegExp; headers: Record<string, string> }[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const source = line.trim().split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*');
      rules.push({ pattern: new RegExp(`^${source}$`), headers: {} });
    } else {
      const [name, ...value] = line.trim().split(':');
      rules.at(-1)!.headers[name!] = value.join(':').trim();
    }
  }
  return rules;
}

const TYPES: Record<string, string> = { html: 'text/html; charset=utf-8', js: 'text/javascript', css: 'text/css', json: 'application/json', svg: 'image/svg+xml' };

/**
 * A static host the way Netlify and Cloudflare Pages serve dist/: every matching rule of its
 * `_headers` applied, `/<id>/` served from `<id>/index.html`, `/<id>` redirected to `/<id>/`.
 */
export async function startHeadersServer(distDir: string): Promise<HeadersServer> {
  // Read on each request, so the host may start before the build it serves (publicUrl is its address).
  const rulesOf = async () => parseHeadersFile(await readFile(join(distDir, '_headers'), 'utf8').catch(() => ''));
  const requests: HeadersServer['requests'] = [];
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
    response.on('finish', () => requests.push({ path, status: response.statusCode }));
    const rules = await rulesOf();
    if (/^\/\d+$/.test(path)) return void response.writeHead(301, { Location: `${path}/` }).end();
    const file = normalize(path.endsWith('/') ? `${path}index.html` : path);
    const headers = Object.assign({}, ...rules.filter((rule) => rule.pattern.test(path)).map((rule) => rule.headers));
    try {
      const body = await readFile(join(distDir, file));
      response.writeHead(200, { 'Content-Type': TYPES[file.split('.').pop()!] ?? 'application/octet-stream', ...headers });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
