#!/usr/bin/env node
// scripts/publish.sh's planner: what to upload, with which headers, in which order.
//
//   node scripts/publish-plan.js <dist> <published-manifest-or-empty-file>
//
// Reads dist/manifest.json as data, never as code or patterns: every key must name a file the build
// writes (a station's page, snippet or oEmbed document, an asset, a root file such as embed.js),
// be a regular file under dist/ (no symlink) and hold the bytes the manifest's sha256 gives; every
// header value must be one printable line; every page's policy must have the shape the build
// writes. Anything else stops the publish with the key named.
//
// A file is uploaded when the bucket's copy differs in content or in metadata: its sha256, content
// type or cache control differ from the published manifest (the one the last complete publish
// uploaded, last), or, for a page, its Content-Security-Policy does. So a rebuild that only
// tightened csp.frameAncestors re-uploads every page with its new policy.
//
// Output: NUL-separated records `stage, content type, cache control, metadata JSON or '', path`,
// in upload order (stage 0 assets, 1 loader/snippets/oEmbed, 2 pages, 3 manifest.json).
import { createHash } from 'node:crypto';
import { lstatSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const [dist, publishedFile] = process.argv.slice(2);

function fail(message) {
  process.stderr.write(`publish: ${join(dist, 'manifest.json')}: ${message}\n`);
  process.exit(1);
}

/** The layout a build writes: one optional folder level, names of letters, digits, '.', '_', '-'. */
const NAME = '[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}';
const STATION_FILES = /^[1-9][0-9]{0,15}\/(?:index\.html|snippet\.html|oembed\.json)$/;
const ASSET = new RegExp(`^assets/${NAME}$`);
const ROOT = new RegExp(`^${NAME}$`);
/** The hosts' config and the manifest itself are not files of the build's listing. */
const NOT_LISTED = new Set(['manifest.json', '_headers', '_worker.js']);
const HEADER_VALUE = /^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/;
// The shape of a policy as the build writes it (cli/write/hosts/policy-shape.ts).
const DIRECTIVE = '[a-z][a-z0-9-]*(?: [!#-+\\--:<-~]+)*';
const POLICY = new RegExp(`^${DIRECTIVE}(?:; ${DIRECTIVE})*$`);

const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

function readManifest(path) {
  try {
    const value = JSON.parse(readFileSync(path, 'utf8'));
    return isRecord(value) && isRecord(value.files) && typeof value.generator === 'string' && value.generator.startsWith('radio-embed ') ? value : undefined;
  } catch {
    return undefined;
  }
}

const manifest = readManifest(join(dist, 'manifest.json'));
if (!manifest) fail('is not the manifest of a radio-embed build');
const stations = isRecord(manifest.stations) ? manifest.stations : {};
// No published manifest (a first publish, or PUBLISH_ALL=1): everything goes.
const published = readManifest(publishedFile) ?? { files: {}, stations: {} };
const publishedStations = isRecord(published.stations) ? published.stations : {};

const records = [];
for (const [path, entry] of Object.entries(manifest.files)) {
  const key = `files[${JSON.stringify(path)}]`;
  if (NOT_LISTED.has(path) || !(STATION_FILES.test(path) || ASSET.test(path) || ROOT.test(path))) fail(`${key} is not a file the build writes; rebuild`);
  if (!isRecord(entry) || !HEADER_VALUE.test(String(entry.contentType)) || !HEADER_VALUE.test(String(entry.cacheControl))) {
    fail(`${key}: its content type and cache control must each be one printable line; rebuild`);
  }
  let stat;
  try {
    stat = lstatSync(join(dist, path));
  } catch {
    fail(`${key} is not in ${dist}; rebuild`);
  }
  const bytes = stat.isFile() ? readFileSync(join(dist, path)) : undefined;
  if (!bytes || createHash('sha256').update(bytes).digest('hex') !== entry.sha256) fail(`${key} does not hold the bytes the build wrote (a symlink, or changed since); rebuild`);
  const page = /^([1-9][0-9]*)\/index\.html$/.exec(path)?.[1];
  let metadata = '';
  let policyChanged = false;
  if (page) {
    const csp = isRecord(stations[page]) ? stations[page].csp : undefined;
    if (typeof csp !== 'string' || !POLICY.test(csp)) fail(`stations[${JSON.stringify(page)}].csp is not a policy the build writes; rebuild`);
    metadata = JSON.stringify({ 'content-security-policy': csp });
    policyChanged = !isRecord(publishedStations[page]) || publishedStations[page].csp !== csp;
  }
  const before = isRecord(published.files[path]) ? published.files[path] : {};
  const changed = policyChanged || before.sha256 !== entry.sha256 || before.contentType !== entry.contentType || before.cacheControl !== entry.cacheControl;
  if (!changed) continue;
  const stage = path.startsWith('assets/') ? 0 : page ? 2 : 1;
  records.push([stage, entry.contentType, entry.cacheControl, metadata, path]);
}
records.sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1]) || a[2].localeCompare(b[2]) || (a[4] < b[4] ? -1 : 1));
// The manifest last: it records a complete publish, so it goes up only after everything else.
records.push([3, 'application/json', 'no-cache', '', 'manifest.json']);
process.stdout.write(records.map((record) => `${record.join('\0')}\0`).join(''));
