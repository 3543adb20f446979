import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StationService {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** The request URLs received, path and query. */
  requests: string[];
  close(): Promise<void>;
}

export type Reply = { status: number; body: string };

/**
 * A stand-in for the existing station service (spec §7: GET {base}/station?uid={id}) on loopback,
 * answering each uid from `replies`; 404 for any other request.
 */
export async function startStationService(replies: Record<string, Reply>): Promise<StationService> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    requests.push(request.url ?? '');
    const url = new URL(request.url ?? '/', 'http://service');
    const reply = url.pathname === '/api/station' ? replies[url.searchParams.get('uid') ?? ''] : undefined;
    response.writeHead(reply?.status ?? 404, { 'Content-Type': 'application/json' });
    response.end(reply?.body ?? '{"error":"not found"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
