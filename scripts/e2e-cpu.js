#!/usr/bin/env node
// Each e2e file's CPU, browsers and servers included (issue 28: what to cut when the suite is
// slow). Runs `vitest run --project e2e` with the given arguments (default: every file of the
// parallel group), samples every process's CPU from /proc twice a second, and charges each
// worker's process tree to the file the worker runs (the files' setup names it:
// test/support/e2e-file-reset.ts). Prints the files by CPU and writes test-results/e2e-cpu.json.
// Usage: npm run test:cpu [-- <vitest arguments, e.g. a file or --project e2e-serial>]
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCharger, workerFilesOf } from './e2e-cpu/charge.js';
import { readProcesses } from './e2e-cpu/process-tree.js';

const SAMPLE_MS = 500;
const root = process.cwd();
const args = process.argv.slice(2);
const vitestArgs = ['vitest', 'run', ...(args.some((arg) => arg.startsWith('--project')) ? [] : ['--project', 'e2e']), ...args];
const work = mkdtempSync(join(tmpdir(), 'radio-embed-e2e-cpu-'));
const fileLog = join(work, 'files.log');
writeFileSync(fileLog, '');
mkdirSync('test-results', { recursive: true });
const outputFile = 'test-results/e2e-cpu.log';

const started = Date.now();
const charger = createCharger();
const sample = () => charger.sample(readProcesses(), workerFilesOf(readFileSync(fileLog, 'utf8'), root));
const timer = setInterval(sample, SAMPLE_MS);
console.log(`npx ${vitestArgs.join(' ')} (its output: ${outputFile})`);
const vitest = spawn('npx', vitestArgs, { env: { ...process.env, E2E_FILE_LOG: fileLog }, stdio: ['ignore', 'pipe', 'pipe'] });
const output = [];
vitest.stdout.on('data', (chunk) => output.push(chunk));
vitest.stderr.on('data', (chunk) => output.push(chunk));
vitest.on('close', (code) => {
  sample();
  clearInterval(timer);
  writeFileSync(outputFile, Buffer.concat(output));
  rmSync(work, { recursive: true, force: true });
  const rows = [...charger.totals()].toSorted(([, a], [, b]) => b - a);
  const total = rows.reduce((sum, [, cpu]) => sum + cpu, 0);
  for (const [file, cpu] of rows) console.log(`${cpu.toFixed(1).padStart(8)} CPU s  ${file}`);
  const wall = (Date.now() - started) / 1000;
  console.log(`${total.toFixed(1).padStart(8)} CPU s  in all, in ${wall.toFixed(0)} s (vitest exited with ${code})`);
  writeFileSync('test-results/e2e-cpu.json', `${JSON.stringify({ wallSeconds: wall, cpuSeconds: Object.fromEntries(rows.map(([file, cpu]) => [file, Math.round(cpu * 10) / 10])) }, null, 2)}\n`);
  process.exitCode = code ?? 1;
});
