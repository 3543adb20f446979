import { createServer, type ServerResponse } from 'node:http';
import { listenOnLoopback } from '../support/loopback';

/**
 * The image host and now-playing feed of the art fallback e2e (issue 29 §5), on loopback: an
 * image URL's first path segment says how it answers.
 *
 * - `/ok/<name>.svg`: a 600×600 coloured square (the colour is the name's, so screenshots show which);
 * - `/404/…`: 404;
 * - `/hang/…`: accepts the request and never answers;
 * - `/slow/<ms>/<name>.svg`: the `ok` square after that many milliseconds (a host's slow image);
 * - `/garbage/…`: 200 `image/png` whose bytes are an HTML page;
 * - `/proxy-down/image?src=…`: an image proxy that fails (502);
 * - `/np/<feed>`: the now-playing document (docs/screen.md) `feed(name, cover)` set.
 */
export interface ArtImageServer {
  url: string;
  /** An image URL that answers as `how` does. */
  image(how: 'ok' | '404' | 'hang' | 'garbage', name: string): string;
  /** Sets the track (with its cover) the feed `/np/<name>` reports; returns the feed's URL. */
  feed(name: string, cover: string): string;
  /** The paths and queries asked for so far, in order. */
  requests: string[];
  /** Answered requests (not the hanging ones), by path. */
  answered: string[];
  /** When each path was first asked for (`Date.now()`). */
  askedAt: Map<string, number>;
  /**
   * Drops the connections of the requests left hanging (a test's `hang` images). A browser may not
   * cancel them when its page navigates away (WebKit, measured: the next navigation then timed
   * out), and they would hold its connections to this host through the next test.
   */
  dropHanging(): void;
  close(): Promise<void>;
}

export const COLOURS: Record<string, string> = { cover: '#c2410c', art: '#1d4ed8', logo: '#15803d' };

const square = (color: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="600" height="600"><rect width="100" height="100" fill="${color}"/><circle cx="50" cy="50" r="30" fill="#fff" fill-opacity=".35"/></svg>`;

export async function startArtImageServer(): Promise<ArtImageServer> {
  const feeds = new Map<string, string>();
  const requests: string[] = [];
  const answered: string[] = [];
  const askedAt = new Map<string, number>();
  const hanging = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    requests.push(url.pathname + url.search);
    if (!askedAt.has(url.pathname)) askedAt.set(url.pathname, Date.now());
    const headers = { 'access-control-allow-origin': '*', 'cache-control': 'no-store' };
    const answer = (status: number, type: string, body: string): ServerResponse => {
      answered.push(url.pathname);
      return res.writeHead(status, { ...headers, 'content-type': type }).end(body);
    };
    const [, how, rest = ''] = url.pathname.split('/');
    if (how === 'np') {
      const cover = feeds.get(rest);
      return answer(200, 'application/json', JSON.stringify({ items: [{ artist: 'Art Tester', title: `Song ${rest}`, ...(cover ? { cover } : {}) }] }));
    }
    if (how === 'ok') return answer(200, 'image/svg+xml', square(COLOURS[rest.replace(/\.svg$/, '')] ?? '#a21caf'));
    if (how === 'garbage') return answer(200, 'image/png', '<!doctype html><title>Not Found</title><p>This is not an image.');
    if (how === 'slow') {
      const [, , ms = '0', name = ''] = url.pathname.split('/');
      const timer = setTimeout(() => answer(200, 'image/svg+xml', square(COLOURS[name.replace(/\.svg$/, '')] ?? '#a21caf')), Number(ms));
      return void res.on('close', () => clearTimeout(timer));
    }
    if (how === 'hang') {
      // Accepted, never answered (dropHanging() and close() drop the connection).
      hanging.add(res);
      return void res.on('close', () => hanging.delete(res));
    }
    if (how === 'proxy-down') return answer(502, 'text/plain', 'Bad Gateway');
    return answer(404, 'text/plain', 'Not Found');
  });
  const listening = await listenOnLoopback(server);
  return {
    url: listening.url,
    image: (how, name) => `${listening.url}/${how}/${name}${how === 'ok' ? '.svg' : '.png'}`,
    feed(name, cover) {
      feeds.set(name, cover);
      return `${listening.url}/np/${name}`;
    },
    requests,
    answered,
    askedAt,
    dropHanging() {
      for (const res of hanging) res.socket?.destroy();
      hanging.clear();
    },
    close: () => listening.close(),
  };
}
