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

/** A host site whose pages a test sets as it goes: `pages` maps a path to its HTML; others are 404. */
export interface HostPages extends Listening {
  pages: Map<string, string>;
}

/** A host site on its own origin serving the pages a test puts in `pages`, never cached. */
export async function startHostPages(): Promise<HostPages> {
  const pages = new Map<string, string>();
  const server = createServer((request, response) => {
    const page = pages.get(request.url ?? '');
    response.writeHead(page ? 200 : 404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(page ?? 'not found');
  });
  return { ...(await listenOnLoopback(server)), pages };
}
