import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { listenOnLoopback } from '../../../support/loopback';

export interface StubServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** Every request's path with its query, in order. */
  requests: string[];
  /** What the next requests to `path` (without query) get: a body (200) or a status and body. */
  respond(path: string, answer: string | { status: number; body?: string; type?: string }): void;
  close(): Promise<void>;
}

/**
 * A real HTTP server on loopback standing in for Icecast, a now-playing endpoint or the
 * enrichment service: the code under test makes real `fetch` requests. Unknown paths get 404.
 */
export async function startStubServer(): Promise<StubServer> {
  const answers = new Map<string, { status: number; body: string; type: string }>();
  const requests: string[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    requests.push(req.url ?? '');
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const answer = answers.get(path) ?? { status: 404, body: 'not found', type: 'text/plain' };
    res.writeHead(answer.status, { 'content-type': answer.type, 'access-control-allow-origin': '*' });
    res.end(answer.body);
  });
  const { url, close } = await listenOnLoopback(server);
  return {
    url,
    requests,
    respond(path, answer) {
      const full = typeof answer === 'string' ? { status: 200, body: answer } : answer;
      answers.set(path, { status: full.status, body: full.body ?? '', type: full.type ?? 'application/json' });
    },
    close,
  };
}
