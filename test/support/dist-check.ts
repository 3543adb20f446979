import { createHash } from 'node:crypto';
import { lstat, readdir, readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/**
 * Whether a build output folder can be served and published as it is, checked from the files
 * alone (independently of the CLI's own code):
 *
 * - every page's inline scripts and styles are allowed by the Content-Security-Policy that
 *   `_headers` serves it with (else the browser blocks the station's own code), and by the policy
 *   the manifest gives for it (what a CDN in front of S3 would send);
 * - every asset a page names is there, with the integrity the page states;
 * - every file the manifest lists is there with the sha256 and size it states, and its headers
 *   are ones the build writes; `_headers` holds no header the build does not write.
 *
 * `complete` (the default) adds what only a finished build promises: every file listed, the
 * manifest and `_headers` agree on each policy, and nothing is left beside the folder (staging
 * folders, locks). Without it, what a crash mid-write may leave is accepted: new files not yet
 * listed, and a transition policy that allows both the old and the new page.
 *
 * Returns the problems found, one line each; [] when there are none.
 */
export async function checkDist(distDir: string, { complete = true } = {}): Promise<string[]> {
  const problems: string[] = [];
  const headersText = await readFile(join(distDir, '_headers'), 'utf8').catch(() => undefined);
  const manifestText = await readFile(join(distDir, 'manifest.json'), 'utf8').catch(() => undefined);
  if (headersText === undefined) problems.push('_headers is missing');
  if (manifestText === undefined) problems.push('manifest.json is missing');
  if (headersText === undefined || manifestText === undefined) return problems;
  const rules = parseHeaders(headersText, problems);
  const manifest = JSON.parse(manifestText) as Manifest;

  for (const [path, entry] of Object.entries(manifest.files)) {
    const contents = await readRegularFile(join(distDir, path));
    if (!contents) problems.push(`manifest.json lists ${path}, which is not a file there`);
    else if (sha256Hex(contents) !== entry.sha256 || contents.byteLength !== entry.size) problems.push(`manifest.json: ${path}: sha256 or size is not the file's`);
    if (!CACHE_CONTROLS.includes(entry.cacheControl) || /[\r\n]/.test(entry.contentType)) problems.push(`manifest.json: ${path}: headers the build does not write`);
  }

  const files = await listTree(distDir);
  for (const page of files.filter((path) => /^[1-9]\d*\/index\.html$/.test(path))) {
    const id = page.split('/')[0]!;
    const html = await readFile(join(distDir, page), 'utf8');
    const policies = rules.filter((rule) => rule.pattern.test(`/${id}/`)).flatMap((rule) => rule.headers['Content-Security-Policy'] ?? []);
    if (policies.length !== 1) problems.push(`${page}: served with ${policies.length} Content-Security-Policy headers, not 1`);
    else problems.push(...blockedCode(html, policies[0]!).map((what) => `${page}: _headers blocks its ${what}`));
    const manifestCsp = manifest.stations[id]?.csp;
    if (!manifestCsp) problems.push(`${page}: manifest.json has no policy for station ${id}`);
    else {
      problems.push(...blockedCode(html, manifestCsp).map((what) => `${page}: manifest.json's policy blocks its ${what}`));
      if (complete && manifestCsp !== policies[0]) problems.push(`${page}: _headers and manifest.json give different policies`);
    }
    for (const [, url, integrity] of html.matchAll(/(?:src|href)="\.\.\/(assets\/[^"]+)"(?: integrity="([^"]+)")?/g)) {
      const asset = await readRegularFile(join(distDir, url!));
      if (!asset) problems.push(`${page}: names ${url}, which is not there`);
      else if (integrity && integrity !== `sha256-${createHash('sha256').update(asset).digest('base64')}`) problems.push(`${page}: ${url} does not match its integrity`);
    }
  }

  if (complete) {
    for (const path of files) {
      if (path !== '_headers' && path !== 'manifest.json' && !manifest.files[path]) problems.push(`${path} is not in manifest.json`);
    }
    const prefix = `.${basename(distDir)}.`;
    for (const name of await readdir(dirname(distDir))) if (name.startsWith(prefix)) problems.push(`left beside the output: ${name}`);
  }
  return problems;
}

interface Manifest {
  files: Record<string, { sha256: string; size: number; contentType: string; cacheControl: string }>;
  stations: Record<string, { csp?: string }>;
}

const CACHE_CONTROLS = ['public, max-age=31536000, immutable', 'no-cache'];
const HEADER_NAMES = new Set(['X-Content-Type-Options', 'Cache-Control', 'Access-Control-Allow-Origin', 'Content-Security-Policy']);

/** _headers rules (Netlify / Cloudflare Pages: a path pattern, then indented `Name: value` lines). */
function parseHeaders(text: string, problems: string[]): { pattern: RegExp; headers: Record<string, string> }[] {
  const rules: { pattern: RegExp; headers: Record<string, string> }[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    if (!/^\s/.test(line)) {
      const source = line.trim().split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*');
      rules.push({ pattern: new RegExp(`^${source}$`), headers: {} });
      continue;
    }
    const [, name, value] = /^ {2}([\w-]+): (.*)$/.exec(line) ?? [];
    if (!name || !HEADER_NAMES.has(name) || !rules.length) problems.push(`_headers: a line the build does not write: ${JSON.stringify(line)}`);
    else rules.at(-1)!.headers[name] = value!;
  }
  return rules;
}

/** What of the page's inline code `policy` blocks: `inline script sha256-…`, `inline style sha256-…`. */
function blockedCode(html: string, policy: string): string[] {
  const directives = new Map(policy.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...sources]) => [name!, sources]));
  const allowed = (directive: string) => directives.get(directive) ?? directives.get('default-src') ?? [];
  const blocked: string[] = [];
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=|type="application\/json"/.test(attributes!)) continue;
    const hash = `'sha256-${createHash('sha256').update(text!).digest('base64')}'`;
    if (!allowed('script-src').includes(hash)) blocked.push(`inline script ${hash}`);
  }
  for (const [, text] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) {
    const hash = `'sha256-${createHash('sha256').update(text!).digest('base64')}'`;
    if (!allowed('style-src').includes(hash)) blocked.push(`inline style ${hash}`);
  }
  return blocked;
}

/** Every regular file under `dir` (symlinks not followed), as `/`-separated relative paths. */
async function listTree(dir: string, prefix = ''): Promise<string[]> {
  const paths: string[] = [];
  for (const entry of await readdir(join(dir, prefix), { withFileTypes: true })) {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) paths.push(...(await listTree(dir, path)));
    else if (entry.isFile()) paths.push(path);
  }
  return paths;
}

async function readRegularFile(path: string): Promise<Buffer | undefined> {
  const stat = await lstat(path).catch(() => undefined);
  return stat?.isFile() ? readFile(path) : undefined;
}

const sha256Hex = (contents: Uint8Array) => createHash('sha256').update(contents).digest('hex');
