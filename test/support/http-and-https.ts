import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer as createHttpServer, type RequestListener } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { createServer as createNetServer } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { TempDir } from './temp-dir';

export interface HttpAndHttps {
  /** `http://127.0.0.1:<port>`; `https://127.0.0.1:<port>` is the same server over TLS. */
  url: string;
  /** The self-signed certificate's file, for a client's NODE_EXTRA_CA_CERTS. */
  caFile: string;
  close(): Promise<void>;
}

/**
 * One loopback port that answers both http:// and https:// (by the first byte: a TLS handshake
 * starts 0x16), as a station server does whose http:// address browsers upgrade to https://.
 * The certificate is made for 127.0.0.1 with openssl, in `temp`.
 */
export async function listenHttpAndHttps(temp: TempDir, handler: RequestListener): Promise<HttpAndHttps> {
  const keyFile = join(temp.path, 'key.pem');
  const caFile = join(temp.path, 'cert.pem');
  await promisify(execFile)('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
    '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', keyFile, '-out', caFile,
  ]);
  const http = createHttpServer(handler);
  const https = createHttpsServer({ key: await readFile(keyFile), cert: await readFile(caFile) }, handler);
  const front = createNetServer((socket) => {
    socket.once('readable', () => {
      const first = socket.read(1) as Buffer | null;
      if (!first) return void socket.destroy();
      socket.unshift(first);
      (first[0] === 0x16 ? https : http).emit('connection', socket);
    });
  });
  await new Promise<void>((resolve, reject) => {
    front.once('error', reject);
    front.listen(0, '127.0.0.1', resolve);
  });
  const address = front.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    caFile,
    close: () =>
      new Promise<void>((resolve) => {
        http.closeAllConnections();
        https.closeAllConnections();
        front.close(() => resolve());
      }),
  };
}
