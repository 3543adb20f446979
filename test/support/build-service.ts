import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The e2e files' station builds, run by the real CLI in one long-lived process (issue 28): the
 * e2e global setup starts it (build-service-process.ts) and build-station.ts asks it over
 * loopback HTTP. A CLI process costs about 1.3 CPU s (Node's start, loading the CLI, a new esbuild
 * service, the prerender's happy-dom) whatever it builds; here that is paid once, and each build
 * costs only its checks, prerender and writing (~0.2 CPU s): the runtime's bundle, the same for
 * every station, is kept (cli/bundle/kept-runtime-bundle.ts). A build is the CLI's own `run()` with
 * the arguments an operator types (`build --station … --stations-dir … --out-dir … --config …`),
 * the entry bin/radio-embed.js calls, so parsing, checks, exit codes and messages are the CLI's.
 * An identical request (the same station files and config, by content) is answered with the
 * first one's output: the frame-matrix and i18n files build the same stations many times.
 *
 * `serveBuilds` runs as its own process's main (build-service-process.ts bundles it): it prints
 * its URL as its first line of stdout, and its figures (BuildServiceStats) as its last when it gets SIGTERM.
 */

/** Where the e2e workers find the service (build-station.ts); the e2e global setup sets it. */
export const BUILD_SERVICE_ENV = 'RADIO_EMBED_BUILD_SERVICE';

/** What a test asks: station files (each a `<sid>.json`) built together, with an optional shared config. */
export interface BuildRequest {
  stations: { station: { sid: number } }[];
  config?: Record<string, unknown>;
}

/** What the CLI did: its exit code and output, and where it wrote (read it; never write into it). */
export interface BuildAnswer {
  code: number;
  stdout: string;
  stderr: string;
  /** The build's `dist/`, shared by every identical request: copy it. */
  distDir: string;
}

export interface BuildServiceStats {
  requests: number;
  builds: number;
  /** CPU of this process (the CLI's code) and of its esbuild child, in ms. */
  nodeCpuMs: number;
  esbuildCpuMs: number;
}

type Run = (proc: {
  argv: string[];
  cwd(): string;
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
  env: NodeJS.ProcessEnv;
}) => Promise<number>;

export async function serveBuilds(repoRoot: string): Promise<void> {
  // The bundle the global setup has just rebuilt from cli/ (bin/radio-embed.js runs the same).
  const cli = (await import(pathToFileURL(join(repoRoot, 'build/cli.js')).href)) as { run: Run; keepRuntimeBundles(): void };
  // The runtime's bundle depends on its sources alone: bundled once for the run, again only if one changes.
  cli.keepRuntimeBundles();
  const { run } = cli;
  const cacheDir = await mkdtemp(join(tmpdir(), 'radio-embed-build-service-'));
  const answers = new Map<string, Promise<BuildAnswer>>();
  const stats = { requests: 0, builds: 0 };
  // One build at a time: the machine's cores are the limit, and the CLI's run is made for one.
  let queue: Promise<unknown> = Promise.resolve();

  const build = async (request: BuildRequest, dir: string): Promise<BuildAnswer> => {
    stats.builds++;
    const stationsDir = join(dir, 'stations');
    const distDir = join(dir, 'dist');
    await mkdir(stationsDir, { recursive: true });
    const argv = ['build'];
    for (const station of request.stations) {
      await writeFile(join(stationsDir, `${station.station.sid}.json`), JSON.stringify(station, null, 2));
      argv.push('--station', String(station.station.sid));
    }
    argv.push('--stations-dir', stationsDir, '--out-dir', distDir);
    if (request.config) {
      const configPath = join(dir, 'radio-embed.config.json');
      await writeFile(configPath, JSON.stringify(request.config, null, 2));
      argv.push('--config', configPath);
    }
    let stdout = '';
    let stderr = '';
    const code = await run({
      argv: [process.execPath, join(repoRoot, 'bin/radio-embed.js'), ...argv],
      cwd: () => repoRoot,
      stdout: { write: (text: string) => (stdout += text) },
      stderr: { write: (text: string) => (stderr += text) },
      env: process.env,
    });
    return { code, stdout, stderr, distDir };
  };

  const answer = (request: BuildRequest): Promise<BuildAnswer> => {
    stats.requests++;
    const key = createHash('sha256').update(JSON.stringify([request.stations, request.config ?? null])).digest('hex');
    let answered = answers.get(key);
    if (!answered) {
      answered = queue.then(() => build(request, join(cacheDir, key)));
      queue = answered.catch(() => undefined);
      answers.set(key, answered);
    }
    return answered;
  };

  const server = createServer((req, res) => {
    void readBody(req)
      .then((body) => answer(JSON.parse(body) as BuildRequest))
      .then(
        (built) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(built)),
        (error: unknown) => res.writeHead(500).end(error instanceof Error ? (error.stack ?? error.message) : String(error)),
      );
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    process.stdout.write(`http://127.0.0.1:${address.port}\n`);
  });

  // Its stdin is a pipe from the process that started it: closed, even by a crash, it ends this one.
  process.stdin
    .on('end', () => {
      rmSync(cacheDir, { recursive: true, force: true });
      process.exit(1);
    })
    .resume();

  process.once('SIGTERM', () => {
    server.close();
    void (async () => {
      const own = process.cpuUsage();
      const figures: BuildServiceStats = { ...stats, nodeCpuMs: Math.round((own.user + own.system) / 1000), esbuildCpuMs: await childrenCpuMs() };
      process.stdout.write(`${JSON.stringify(figures)}\n`);
      await rm(cacheDir, { recursive: true, force: true });
      process.exit(0);
    })();
  });
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** The CPU (user+system, ms) of this process's children still running: esbuild's service. */
async function childrenCpuMs(): Promise<number> {
  let total = 0;
  for (const task of await readdir('/proc/self/task')) {
    const children = (await readFile(`/proc/self/task/${task}/children`, 'utf8')).split(' ').filter(Boolean);
    for (const pid of children) {
      // Fields 14 and 15 (utime, stime) after the command in parentheses, in clock ticks (100 Hz).
      const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += (Number(fields[11]) + Number(fields[12])) * 10 || 0;
    }
  }
  return total;
}
