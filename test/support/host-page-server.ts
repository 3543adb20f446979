import { createServer } from 'node:http';
import { type Listening, listenOnLoopback } from './loopback';

/**
 * A station's own site: serves the HTML `page` gives for each path, on another port than the
 * player's and so from another origin, as real host pages embed the player (the loader and the
 * frame then talk across origins). `url` has no trailing slash.
 */
export function startHostPageServer(page: (path: string) => string): Promise<Listening> {
  return listenOnLoopback(
    createServer((request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(page(request.url ?? '/'));
    }),
  );
}
