import { createServer, request } from 'node:http';
import { listenOnLoopback, type Listening } from './loopback';

/**
 * A reverse proxy in front of a server, as stations put one (nginx, a CDN, AzuraCast) in front
 * of Icecast: each public path in `routes` is fetched from `upstream` at another path
 * (`/listen/live.mp3` → `/live.mp3`), streamed through as it arrives, with CORS open like a
 * station's. Any other path is a 404.
 */
export async function startReverseProxy(upstream: string, routes: Record<string, string>): Promise<Listening> {
  const server = createServer((req, res) => {
    const path = routes[new URL(req.url ?? '/', 'http://proxy').pathname];
    if (!path) {
      res.writeHead(404).end();
      return;
    }
    const forward = request(`${upstream}${path}`, { method: req.method, headers: { ...req.headers, host: new URL(upstream).host } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'access-control-allow-origin': '*' });
      answer.pipe(res);
    });
    forward.on('error', () => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
    // The listener went away (or the answer ended): stop reading from upstream, as a proxy does.
    res.on('close', () => forward.destroy());
    req.pipe(forward);
  });
  return listenOnLoopback(server);
}
