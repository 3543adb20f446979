// CSP injection from station and config values (issue 30 §1): every value that becomes part of a
// policy is parsed by the CSP grammar. A URL whose host holds a separator (`;` ends a directive,
// `,` starts a second policy), a quote or a `$`, a source with a space, a control character, an
// 'unsafe-inline' in disguise or a wildcard over all hosts is refused at `validate` and `build`
// with its file, JSON path and reason; a policy read back from a manifest is checked again by every
// `headers --host`, and a partial build recomputes the policies it keeps instead of copying them.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { UnwritablePolicy } from '../../cli/csp/csp-policy-text';
import { formatCsp, parseCsp, unionCsp } from '../../cli/write/csp-policy';
import { stationCsp } from '../../cli/csp/station-csp';
import { defaultEmbedConfig } from '../../runtime/config/default-config';
import { makeProject, type Project } from './support/project';
import { runCli } from './support/run-cli';
import { stationJson } from './support/station-json';
import { TINY_RUNTIME_ENV } from './support/tiny-runtime';

let project: Project | undefined;
afterEach(async () => {
  await project?.remove();
  project = undefined;
});

const HOST_REFUSED = 'its host cannot be allowed by the Content-Security-Policy';
const SOURCE_REFUSED = 'cannot be written into the Content-Security-Policy';

/** Station URL settings whose origin goes into the policy, with the section that switches them on. */
const URL_SETTINGS = [
  ['services.piwik.trackerUrl', (url: string) => ({ services: { piwik: { trackerUrl: url } }, tracking: { piwik: { enabled: true, siteid: '3' } } })],
  ['services.google.scriptUrl', (url: string) => ({ services: { google: { scriptUrl: url } }, tracking: { google: { enabled: true, gacode: 'G-1' } } })],
] as const;

const HOSTILE_HOSTS: [string, string][] = [
  ['https://m.example;sandbox/', "';' would end the directive"],
  ['https://m.example,script-src/', "',' would start a second policy"],
  ['https://m$x.example/', `the host "m$x.example" holds '$'; a host is letters, digits, '-' and '.'`],
  ['https://m"x.example/', 'a double quote cannot be in a source'],
  ["https://m'x.example/", `the host "m'x.example" holds '''; a host is letters, digits, '-' and '.'`],
  ['https://*.example/', '"*.example": a wildcard may only be the whole host or its first label (*.radio.example)'],
  ['https://[::1]/m/', 'a CSP source cannot name an IPv6 address; give the host name'],
];

describe.each(URL_SETTINGS)('%s', (path, section) => {
  test.each(HOSTILE_HOSTS)('%j is refused by validate and build, with the file, the path and the reason', async (url, reason) => {
    project = await makeProject('csp-injection-url');
    await project.station(7, stationJson(7, section(url)));
    const line = `stations/7.json: ${path}: ${HOST_REFUSED}: ${reason}\n`;
    const validated = await runCli(['validate', '--station', '7'], project.path);
    expect([validated.code, validated.stderr]).toEqual([1, line]);
    const built = await runCli(['build', '--station', '7'], project.path, TINY_RUNTIME_ENV);
    expect([built.code, built.stderr]).toEqual([1, line]);
    await expect(readFile(join(project.path, 'dist/_headers'), 'utf8')).rejects.toThrow(/ENOENT/);
  });
});

test('a wildcard in a URL setting is named as one: a URL names one host', async () => {
  project = await makeProject('csp-injection-wildcard');
  await project.station(7, stationJson(7, URL_SETTINGS[0][1]('https://*.example/')));
  const validated = await runCli(['validate', '--station', '7'], project.path);
  expect(validated.stderr).toBe(`stations/7.json: services.piwik.trackerUrl: ${HOST_REFUSED}: "*.example": a wildcard may only be the whole host or its first label (*.radio.example)\n`);
});

test('a line break inside a URL is dropped by the URL parser: the policy gets the parsed host alone', async () => {
  project = await makeProject('csp-injection-newline');
  await project.station(7, stationJson(7, URL_SETTINGS[0][1]('https://stats.radio\n7.example/m/')));
  expect((await runCli(['build', '--station', '7'], project.path, TINY_RUNTIME_ENV)).code).toBe(0);
  const manifest = JSON.parse(await readFile(join(project.path, 'dist/manifest.json'), 'utf8'));
  expect(manifest.stations['7'].csp).toContain("script-src 'self' https://stats.radio7.example; ");
});

/** csp.sources["script-src"] values, each with the reason it is refused. */
const HOSTILE_SOURCES: [string, string][] = [
  ['https://a.example;sandbox', "';' would end the directive"],
  ['https://a.example/;sandbox', "';' would end the directive"],
  ['https://a.example/,script-src', "',' would start a second policy"],
  ['https://a.example b', 'a space would split it into two sources'],
  ['"https://a.example"', 'a double quote cannot be in a source'],
  ['https://a.example/$x', "the path holds '$'; percent-encode it (%24)"],
  ['https://a.exa\nmple', 'U+000A, a control character, cannot be in a header'],
  ['https://a.example\u0007', 'U+0007, a control character, cannot be in a header'],
  ["'unsafe-inline", "'unsafe-inline is not a CSP keyword ('self', 'none', a 'sha256-…' hash, …)"],
  ["'unsafe-inline' 'self'", 'a space would split it into two sources'],
  ["'sha256-abc!'", 'the sha256 value is not base64'],
  ['*', '* in script-src would let code from any host into the page; name the hosts'],
  ['https:', 'https: in script-src would let code from any host into the page; name the hosts'],
  ['data:', 'data: in script-src would let code from any host into the page; name the hosts'],
  ['https://*', 'https://* in script-src would let code from any host into the page; name the hosts'],
  ['https://*.*.example', '"*.*.example": a wildcard may only be the whole host or its first label (*.radio.example)'],
  ['https://a.*.example', '"a.*.example": a wildcard may only be the whole host or its first label (*.radio.example)'],
  ['**.example', '"**.example": a wildcard may only be the whole host or its first label (*.radio.example)'],
  ['https://a.example:80x', '"80x" is not a port'],
];

describe('csp.sources values in radio-embed.config.json', () => {
  test.each(HOSTILE_SOURCES)('%j is refused by validate and build, with the file, the path and the reason', async (source, reason) => {
    project = await makeProject('csp-injection-source');
    await project.config({ csp: { sources: { 'script-src': ['https://ok.example', source] } } });
    await project.station(7, stationJson(7));
    const line = `radio-embed.config.json: csp.sources["script-src"][1]: ${SOURCE_REFUSED}: ${reason}\n`;
    const validated = await runCli(['validate', '--station', '7'], project.path);
    expect([validated.code, validated.stderr]).toEqual([1, line]);
    const built = await runCli(['build', '--station', '7'], project.path, TINY_RUNTIME_ENV);
    expect([built.code, built.stderr]).toEqual([1, line]);
  });

  test.each(["'unsafe-inline'", "'UNSAFE-INLINE'", "'Unsafe-Inline'"])('%j is refused: pages allow inline code by hash only', async (source) => {
    project = await makeProject('csp-injection-inline');
    await project.config({ csp: { sources: { 'style-src': [source] } } });
    await project.station(7, stationJson(7));
    const validated = await runCli(['validate', '--station', '7'], project.path);
    expect(validated.stderr).toBe(`radio-embed.config.json: csp.sources["style-src"][0]: 'unsafe-inline' is not allowed: pages allow inline code by hash only\n`);
  });

  test.each([
    [{ 'script-src;sandbox': [] }, 'csp.sources["script-src;sandbox"]', '"script-src;sandbox" is not a CSP directive'],
    [{ sandbox: ['allow-scripts;x'] }, 'csp.sources.sandbox[0]', '"allow-scripts;x" is not a sandbox flag (allow-scripts, allow-forms, …)'],
    [{ 'upgrade-insecure-requests': ['x'] }, 'csp.sources["upgrade-insecure-requests"][0]', 'upgrade-insecure-requests takes no value'],
    [{ 'report-uri': ['https://r.example/$x'] }, 'csp.sources["report-uri"][0]', `"https://r.example/$x" is not an http(s) URL without ';', ',', quotes or '$'`],
  ])('directives: %j is refused', async (sources, path, reason) => {
    project = await makeProject('csp-injection-directive');
    await project.config({ csp: { sources } });
    await project.station(7, stationJson(7));
    const validated = await runCli(['validate', '--station', '7'], project.path);
    expect(validated.code).toBe(1);
    expect(validated.stderr.startsWith(`radio-embed.config.json: ${path}: ${SOURCE_REFUSED}: ${reason}`)).toBe(true);
  });

  test('a directive without values is written without padding, and later partial builds go on', async () => {
    project = await makeProject('csp-injection-novalue');
    await project.config({ publicUrl: 'https://embed.example.org', csp: { sources: { 'upgrade-insecure-requests': [] }, frameAncestors: [] } });
    for (const id of [1, 2]) await project.station(id, stationJson(id));
    expect((await runCli(['build', '--all'], project.path, TINY_RUNTIME_ENV)).code).toBe(0);
    const csp: string = JSON.parse(await readFile(join(project.path, 'dist/manifest.json'), 'utf8')).stations['1'].csp;
    expect(csp).toMatch(/; upgrade-insecure-requests$/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/ ;| $|  /);
    await project.station(2, stationJson(2, { station: { title: 'Renamed' } }));
    const partial = await runCli(['build', '--station', '2'], project.path, TINY_RUNTIME_ENV);
    expect([partial.code, partial.stderr]).toEqual([0, '']);
  });
});

/** Policies a manifest could be edited to hold, each broken in another way. */
const TAMPERED_POLICIES: [string, (csp: string) => string][] = [
  ['a sandbox directive after a bare ;', (csp) => csp.replace("script-src 'self'", "script-src 'self';sandbox")],
  ['a second policy after a ,', (csp) => csp.replace("script-src 'self'", "script-src 'self', script-src *")],
  ['a trailing space', (csp) => `${csp} `],
  ['a doubled space', (csp) => csp.replace("script-src 'self'", "script-src  'self'")],
  ['a $', (csp) => csp.replace("script-src 'self'", "script-src 'self' https://a.example/$x")],
  ['a double quote', (csp) => csp.replace("script-src 'self'", `script-src 'self' "x"`)],
  ['a line break and a header', (csp) => `${csp}\n  X-Evil: injected`],
  ['a control character', (csp) => csp.replace("script-src 'self'", "script-src 'self' https://a.example\u0001")],
  ['a directive twice', (csp) => `${csp}; script-src *`],
];

describe('every headers --host checks the policies it reads back from manifest.json', () => {
  test.each(TAMPERED_POLICIES)('%s: every host refuses with the file and path, and prints nothing', async (_, tamper) => {
    project = await makeProject('csp-injection-headers');
    await project.station(7, stationJson(7));
    expect((await runCli(['build', '--all'], project.path, TINY_RUNTIME_ENV)).code).toBe(0);
    const file = join(project.path, 'dist/manifest.json');
    const manifest = JSON.parse(await readFile(file, 'utf8'));
    manifest.stations['7'].csp = tamper(manifest.stations['7'].csp);
    await writeFile(file, JSON.stringify(manifest));
    for (const host of ['netlify', 'nginx', 'cloudflare', 'cloudfront']) {
      const result = await runCli(['headers', '--host', host], project.path);
      expect([host, result.code, result.stdout]).toEqual([host, 1, '']);
      expect(result.stderr).toMatch(/^dist\/manifest\.json: stations\["7"\]\.csp: is not a policy radio-embed writes \(.+\); rebuild \(radio-embed build --all\)\n$/);
    }
  });
});

test('a widened script-src in a tampered manifest does not survive a partial build: kept policies are recomputed', async () => {
  project = await makeProject('csp-injection-widened');
  await project.config({ publicUrl: 'https://embed.example.org' });
  for (const id of [1, 2]) await project.station(id, stationJson(id, { ui: { extraJsV7Minimal: `window.s${id} = 1;` } }));
  expect((await runCli(['build', '--all'], project.path, TINY_RUNTIME_ENV)).code).toBe(0);
  const file = join(project.path, 'dist/manifest.json');
  const manifest = JSON.parse(await readFile(file, 'utf8'));
  const built: string = manifest.stations['1'].csp;
  manifest.stations['1'].csp = built.replace("script-src 'self'", "script-src 'self' https://evil.example");
  await writeFile(file, JSON.stringify(manifest));
  await project.station(2, stationJson(2, { station: { title: 'Renamed' }, ui: { extraJsV7Minimal: 'window.s2 = 1;' } }));
  const partial = await runCli(['build', '--station', '2'], project.path, TINY_RUNTIME_ENV);
  expect([partial.code, partial.stderr]).toEqual([0, '']);
  expect(JSON.parse(await readFile(file, 'utf8')).stations['1'].csp).toBe(built);
  expect(await readFile(join(project.path, 'dist/_headers'), 'utf8')).not.toContain('evil.example');
});

test('the policy is checked when it is assembled, whatever validate let through', () => {
  const config = defaultEmbedConfig(7);
  config.tracking.piwik = { enabled: true, domains: [], siteid: '3' };
  config.services.piwik = { trackerUrl: 'https://m.example;sandbox/' };
  const settings = { frameAncestors: ['*'], sources: {} };
  expect(() => stationCsp({ config, inlineScripts: [], inlineStyles: [], runtimeStyleHashes: [], settings })).toThrow(UnwritablePolicy);
  config.services.piwik = { trackerUrl: 'https://m.example/' };
  expect(() => stationCsp({ config, inlineScripts: [], inlineStyles: [], runtimeStyleHashes: [], settings: { frameAncestors: ['*'], sources: { 'report-to': ['a b'] } } })).toThrow(
    /report-to: "a b" is not a reporting group name/,
  );
});

test("the transition policy (old and new page at once) keeps a policy's well-formed shape: a directive that is not a fetch directive never takes default-src's sources", () => {
  const next = parseCsp("default-src 'self'; script-src 'self'; upgrade-insecure-requests; sandbox allow-scripts")!;
  const previous = parseCsp("default-src 'self'; script-src 'self' 'sha256-AAAA'")!;
  const union = formatCsp(unionCsp(next, previous));
  expect(union).toBe("default-src 'self'; script-src 'self' 'sha256-AAAA'");
  expect(parseCsp(union)).toBeDefined();
});
