import type { Server } from 'node:http';

export interface Listening {
  /** `http://127.0.0.1:<port>` (no trailing slash). */
  url: string;
  /** Stops the server; kept-alive connections are dropped so it never waits for a browser's idle timeout. */
  close(): Promise<void>;
}

/** Starts `server` on 127.0.0.1 at a port the OS picks (rejects if it cannot listen). */
export async function listenOnLoopback(server: Server): Promise<Listening> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
