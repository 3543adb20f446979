import { createServer } from 'node:net';

/**
 * A TCP port on 127.0.0.1 that is free right now, chosen by the OS. For servers that need the
 * port written into their config before they start (Icecast); anything we start in Node listens
 * on port 0 directly instead.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('no port assigned'))));
    });
  });
}
