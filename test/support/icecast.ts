import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { startProcess, type RunningProcess } from './child-process';
import { freePort } from './free-port';
import { parseIcecastStatus, type IcecastSourceStatus } from './icecast-status';
import { makeTempDir } from './temp-dir';
import { waitFor } from './wait-for';

/** A real Icecast 2 server (Debian `icecast2`) on 127.0.0.1, in its own temp dir. */
export interface Icecast {
  port: number;
  /** `http://127.0.0.1:<port>` */
  baseUrl: string;
  sourcePassword: string;
  adminPassword: string;
  /** The listener URL of a mount: `mountUrl('/live.mp3')` → `http://127.0.0.1:<port>/live.mp3`. */
  mountUrl(mount: string): string;
  /** The URL ffmpeg publishes to: `icecast://source:<pw>@127.0.0.1:<port><mount>`. */
  sourceUrl(mount: string): string;
  /** Every live mount with its listener count, from `/status-json.xsl`. */
  sources(): Promise<IcecastSourceStatus[]>;
  /** Listeners on a mount right now; 0 when the mount is not live. */
  listeners(mount: string): Promise<number>;
  /** How many bytes the mount's source has sent Icecast so far (`/admin/stats`); 0 when it is not live. */
  bytesRead(mount: string): Promise<number>;
  /** Sets the mount's current song, as a station's automation does (`/admin/metadata` updinfo). */
  updateMetadata(mount: string, song: string): Promise<void>;
  stop(): Promise<void>;
}

const WEBROOT = '/usr/share/icecast2/web';
const ADMINROOT = '/usr/share/icecast2/admin';

/**
 * What a new listener is sent at once: 256 KB, as docs/operators.md advises stations. Chromium
 * starts an MP3 stream only once it holds about 128 KB; with Icecast's default 64 KB it waits for
 * the rest in real time (4 s at 128 kbit/s).
 */
export const DEFAULT_BURST_BYTES = 262_144;

export async function startIcecast({ burstSize = DEFAULT_BURST_BYTES }: { burstSize?: number } = {}): Promise<Icecast> {
  const dir = await makeTempDir('icecast');
  const logDir = join(dir.path, 'log');
  await mkdir(logDir);
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    // Icecast refuses to run as root; it drops to nobody, who must still write its logs.
    await chmod(dir.path, 0o755);
    await chmod(logDir, 0o777);
  }
  const sourcePassword = randomBytes(8).toString('hex');
  const adminPassword = randomBytes(8).toString('hex');
  const configPath = join(dir.path, 'icecast.xml');
  const adminAuth = `Basic ${Buffer.from(`admin:${adminPassword}`).toString('base64')}`;

  // Icecast takes its port from its config, so the port is picked free beforehand; with e2e files
  // running side by side another server may take it first. Icecast then exits ("Could not create
  // listener socket") and the start is tried again on another port. Only an answer that is
  // this Icecast's own status page counts as started (its <location> is a name of its own): the
  // other server on that port may be another file's Icecast, which answers while ours exits.
  const identity = `radio-embed-test-${randomBytes(6).toString('hex')}`;
  let port = 0;
  let server: RunningProcess | undefined;
  const reasons: string[] = [];
  for (let attempt = 1; ; attempt++) {
    port = await freePort();
    await writeFile(configPath, icecastConfig({ identity, port, sourcePassword, adminPassword, dir: dir.path, logDir, asRoot, burstSize }));
    const starting = startProcess('icecast2', '/usr/bin/icecast2', ['-c', configPath]);
    server = starting;
    const statusUrl = `http://127.0.0.1:${port}/status-json.xsl`;
    const answered = waitFor(
      async () => {
        const response = await fetch(statusUrl);
        return response.ok && (await response.text()).includes(`"location":"${identity}"`);
      },
      { timeoutMs: 15_000, what: 'icecast2 to answer /status-json.xsl' },
    );
    const exited = starting.exited.then(({ code, signal }) => {
      throw new Error(`icecast2 exited while starting (${signal ?? `code ${code}`})`);
    });
    try {
      await Promise.race([answered, exited]);
      // Running still: its own status page answered, not another server's.
      if (starting.isRunning()) break;
      throw new Error('icecast2 exited');
    } catch (error) {
      const log = await readFile(join(logDir, 'error.log'), 'utf8').catch(() => '');
      const exitedEarly = !starting.isRunning() || log.includes('Could not create listener socket');
      await starting.stop();
      // Another file's server on the port is the known cause; an exit with nothing in its log
      // (seen once under a starved CPU: "server started", then gone) is tried again too, and
      // only a third failure in a row fails the test, with every attempt's reason.
      reasons.push(`attempt ${attempt} on port ${port}: ${(error as Error).message}`);
      if (attempt < 3 && exitedEarly) continue;
      await dir.remove();
      throw new Error(`${reasons.join('; ')}\n${starting.output()}\n${log.slice(-4000)}`);
    } finally {
      answered.catch(() => {});
      exited.catch(() => {});
    }
  }
  const running = server;
  const baseUrl = `http://127.0.0.1:${port}`;

  const stop = async () => {
    await running.stop();
    await dir.remove();
  };

  const sources = async () => {
    const response = await fetch(`${baseUrl}/status-json.xsl`);
    if (!response.ok) throw new Error(`status-json.xsl answered ${response.status}`);
    return parseIcecastStatus(await response.text());
  };

  return {
    port,
    baseUrl,
    sourcePassword,
    adminPassword,
    mountUrl: (mount) => `${baseUrl}${mount}`,
    sourceUrl: (mount) => `icecast://source:${sourcePassword}@127.0.0.1:${port}${mount}`,
    sources,
    async listeners(mount) {
      return (await sources()).find((source) => source.mount === mount)?.listeners ?? 0;
    },
    async bytesRead(mount) {
      const response = await fetch(`${baseUrl}/admin/stats?mount=${encodeURIComponent(mount)}`, { headers: { Authorization: adminAuth } });
      if (!response.ok) return 0;
      return Number(/<total_bytes_read>(\d+)<\/total_bytes_read>/.exec(await response.text())?.[1] ?? 0);
    },
    async updateMetadata(mount, song) {
      const query = new URLSearchParams({ mount, mode: 'updinfo', song, charset: 'UTF-8' });
      const response = await fetch(`${baseUrl}/admin/metadata?${query}`, {
        headers: { Authorization: adminAuth },
      });
      const body = await response.text();
      if (!response.ok || !body.includes('<return>1</return>')) {
        throw new Error(`updinfo on ${mount} failed: ${response.status} ${body}`);
      }
    },
    stop,
  };
}

interface ConfigInput {
  /** This server's <location>, shown on its status page: how it knows its own answer. */
  identity: string;
  port: number;
  sourcePassword: string;
  adminPassword: string;
  dir: string;
  logDir: string;
  asRoot: boolean;
  burstSize: number;
}

function icecastConfig({ identity, port, sourcePassword, adminPassword, dir, logDir, asRoot, burstSize }: ConfigInput) {
  const changeOwner = asRoot
    ? '<changeowner><user>nobody</user><group>nogroup</group></changeowner>'
    : '';
  return `<icecast>
  <location>${identity}</location>
  <admin>test@localhost</admin>
  <hostname>127.0.0.1</hostname>
  <limits>
    <clients>100</clients>
    <sources>20</sources>
    <queue-size>524288</queue-size>
    <client-timeout>30</client-timeout>
    <header-timeout>15</header-timeout>
    <source-timeout>10</source-timeout>
    <burst-on-connect>1</burst-on-connect>
    <burst-size>${burstSize}</burst-size>
  </limits>
  <authentication>
    <source-password>${sourcePassword}</source-password>
    <relay-password>${sourcePassword}</relay-password>
    <admin-user>admin</admin-user>
    <admin-password>${adminPassword}</admin-password>
  </authentication>
  <listen-socket>
    <port>${port}</port>
    <bind-address>127.0.0.1</bind-address>
  </listen-socket>
  <http-headers>
    <header name="Access-Control-Allow-Origin" value="*" />
  </http-headers>
  <fileserve>1</fileserve>
  <paths>
    <basedir>${dir}</basedir>
    <logdir>${logDir}</logdir>
    <webroot>${WEBROOT}</webroot>
    <adminroot>${ADMINROOT}</adminroot>
  </paths>
  <logging>
    <accesslog>access.log</accesslog>
    <errorlog>error.log</errorlog>
    <loglevel>3</loglevel>
  </logging>
  <security>
    <chroot>0</chroot>
    ${changeOwner}
  </security>
</icecast>
`;
}
