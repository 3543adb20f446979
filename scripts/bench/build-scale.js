// Build throughput at scale (issue 7): `radio-embed build --all` over 1, 100, 1,000 and 10,000
// generated stations — total time, marginal time per extra station, peak RSS — then the same
// 10,000 again with nothing changed, and the preview's one-station rebuilds (a runtime file the
// first paint is not made from, and a painted component, which also redoes the prerender).
// Goals on the 2-core CI machine: 10,000 stations ≤ 10 s; a preview rebuild ≤ 100 ms.
//
//   node scripts/bench/build-scale.js [--sizes 1,100,1000,10000] [--dir /dev/shm]
//
// The projects are made under the OS temp folder, or --dir: writing 30,000 small files is the
// file system's work, so --dir /dev/shm (memory) shows what the pipeline itself costs.
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { buildCli } from '../build-cli.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);
const sizesArg = process.argv.indexOf('--sizes');
const sizes = sizesArg > 0 ? process.argv[sizesArg + 1].split(',').map(Number) : [1, 100, 1000, 10000];
const dirArg = process.argv.indexOf('--dir');
const baseDir = dirArg > 0 ? process.argv[dirArg + 1] : tmpdir();
const GOAL_10K_MS = 10_000;
const GOAL_REBUILD_MS = 100;

/** A station file as operators write them: some with custom CSS/JS, some with integrations. */
function station(id) {
  return {
    station: { sid: id, title: `Radio ${id}`, name: `radio${id}`, logoLink: `https://radio${id}.example` },
    data: { audioHls: `https://stream${id % 50}.example.net/${id}/live.m3u8`, audioHtml: `https://stream${id % 50}.example.net/${id}/live.mp3` },
    ui: id % 3 === 0 ? { extraCssV7Minimal: `.re-title{letter-spacing:.0${id % 9}em}`, extraJsV7Minimal: `window.station${id}=true;` } : {},
    tracking: id % 5 === 0 ? { google: { enabled: true, gacode: `G-${id}` } } : {},
    social: { twitter: { postMask: `Listening to {{media_song}} on Radio ${id}: {{player_link}}` } },
  };
}

function makeProject(count) {
  const dir = mkdtempSync(join(baseDir, `radio-embed-bench-build-${count}-`));
  mkdirSync(join(dir, 'stations'));
  writeFileSync(join(dir, 'radio-embed.config.json'), JSON.stringify({ publicUrl: 'https://embed.example.org' }));
  for (let id = 1; id <= count; id++) writeFileSync(join(dir, 'stations', `${id}.json`), JSON.stringify(station(id)));
  return dir;
}

/** One `build --all` as operators run it, in its own process: wall time and peak RSS. */
async function buildAll(dir) {
  const started = performance.now();
  const { stdout, stderr } = await run('/usr/bin/time', ['-f', 'maxrss_kb=%M', process.execPath, join(root, 'bin/radio-embed.js'), 'build', '--all', '--json'], {
    cwd: dir,
    maxBuffer: 256 * 1024 * 1024,
  });
  const ms = performance.now() - started;
  const summary = JSON.parse(stdout);
  if (!summary.ok) throw new Error(`build failed: ${stderr}`);
  return { ms, rssMb: Number(/maxrss_kb=(\d+)/.exec(stderr)[1]) / 1024, counts: summary.counts };
}

/** The preview's rebuilds on a copy of the runtime (so editing it disturbs nobody). */
async function previewRebuilds() {
  const { startPreview } = await import(join(root, 'build/cli.js'));
  const dir = mkdtempSync(join(tmpdir(), 'radio-embed-bench-build-preview-'));
  // The runtime and the contract it imports (contract/: the config schema, languages, stream rules).
  for (const folder of ['runtime', 'contract']) cpSync(join(root, folder), join(dir, folder), { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  mkdirSync(join(dir, 'stations'));
  writeFileSync(join(dir, 'stations/42.json'), JSON.stringify(station(42)));
  const preview = await startPreview({ port: 0, stationsDir: 'stations', cwd: dir, root: dir, log: () => {} });
  try {
    const page = async () => {
      const started = performance.now();
      const response = await fetch(`${preview.url}/42/`);
      await response.text();
      return performance.now() - started;
    };
    await page();
    const stationEdits = [];
    const runtimeEdits = [];
    const rebuilds = [];
    const paintEdits = [];
    /** As an operator saves a file: the watcher notices, the context rebuilds, the page is served. */
    const edit = async (path, i) => {
      const file = join(dir, path);
      const source = readFileSync(file, 'utf8');
      const before = (await preview.watcher.current()).bundle.entry.script;
      const started = performance.now();
      writeFileSync(file, `${source}\nglobalThis.benchEdit = ${i};\n`);
      while ((await preview.watcher.current()).bundle.entry.script === before) {
        if (performance.now() - started > 10_000) throw new Error('the preview did not rebuild after a runtime edit');
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      await page();
      return performance.now() - started;
    };
    for (let i = 0; i < 7; i++) {
      writeFileSync(join(dir, 'stations/42.json'), JSON.stringify({ ...station(42), station: { ...station(42).station, title: `Radio 42 v${i}` } }));
      stationEdits.push(await page());
      // A file the first paint is not made from (the prerender is not redone)…
      runtimeEdits.push(await edit('runtime/config/route.ts', i));
      rebuilds.push((await preview.watcher.current()).ms);
      // …and one it is (a painted component: the runtime and the prerender are rebuilt).
      paintEdits.push(await edit('runtime/ui/Player.tsx', i));
    }
    return { stationEditMs: median(stationEdits), runtimeEditMs: median(runtimeEdits), esbuildRebuildMs: median(rebuilds), paintEditMs: median(paintEdits) };
  } finally {
    await preview.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const fmt = (ms) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(1)} ms`);

await buildCli();
console.log(`build-scale: ${sizes.join(', ')} stations in ${baseDir}, ${(await import('node:os')).cpus().length} CPUs, Node ${process.version}`);
const results = [];
let base;
for (const count of sizes) {
  const dir = makeProject(count);
  try {
    const first = await buildAll(dir);
    // The slope from the previous size: what each extra station costs at this scale.
    const previous = base;
    const marginal = previous && count > previous.count ? (first.ms - previous.ms) / (count - previous.count) : undefined;
    base = { count, ms: first.ms };
    const line = { stations: count, totalMs: Math.round(first.ms), marginalMsPerStation: marginal && Number(marginal.toFixed(3)), peakRssMb: Math.round(first.rssMb) };
    if (count === Math.max(...sizes)) {
      const again = await buildAll(dir);
      line.unchangedRerunMs = Math.round(again.ms);
      line.unchangedRerunCounts = again.counts;
    }
    results.push(line);
    console.log(
      `  ${String(count).padStart(6)} stations: ${fmt(first.ms).padStart(9)} total` +
        (marginal === undefined ? '' : `, ${marginal.toFixed(3)} ms per station beyond ${previous.count}`) +
        `, peak RSS ${Math.round(first.rssMb)} MB` +
        (line.unchangedRerunMs === undefined ? '' : `; again, nothing changed: ${fmt(line.unchangedRerunMs)} (${line.unchangedRerunCounts.unchanged} unchanged)`),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
const preview = await previewRebuilds();
console.log(
  `  preview: a station edit re-renders its page in ${fmt(preview.stationEditMs)}; a runtime edit is rebuilt ` +
    `(esbuild context, ${fmt(preview.esbuildRebuildMs)}) and served in ${fmt(preview.runtimeEditMs)} after the save; ` +
    `an edit of a painted component (the prerender too) in ${fmt(preview.paintEditMs)} (medians of 7)`,
);
const tenK = results.find((r) => r.stations === 10000);
const verdicts = [
  tenK && `10,000 stations ${tenK.totalMs <= GOAL_10K_MS ? 'within' : 'OVER'} the ${GOAL_10K_MS / 1000} s goal`,
  `preview runtime rebuild ${Math.max(preview.runtimeEditMs, preview.paintEditMs) <= GOAL_REBUILD_MS ? 'within' : 'OVER'} the ${GOAL_REBUILD_MS} ms goal`,
].filter(Boolean);
console.log(`  ${verdicts.join('; ')}`);
console.log(`BENCH ${JSON.stringify({ name: 'build-scale', results, preview })}`);
