import type { IncomingMessage, ServerResponse } from 'node:http';

/** One route of the preview: the request, its response, and the request's path. */
export type Handler = (request: IncomingMessage, response: ServerResponse, path: string) => Promise<void> | void;

export const TEXT = 'text/plain; charset=utf-8';

/** A whole answer, never cached unless `headers` says otherwise (the preview is always current). */
export function send(response: ServerResponse, status: number, type: string, body: string | Uint8Array, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', ...headers });
  response.end(response.req.method === 'HEAD' ? undefined : body);
}
