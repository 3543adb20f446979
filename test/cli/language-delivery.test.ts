// Issue 19: a station in another language than English gets its words with the first load, either
// as the chooser's and the catalogue's chunks preloaded with the page or inline in the page,
// whichever adds fewer gzip bytes; `build` says which and what each way costs.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { Window } from 'happy-dom';
import { beforeAll, describe, expect, test } from 'vitest';
import { bundleRuntime, type RuntimeBundle } from '../../cli/bundle/bundle-runtime';
import { catalogueWords } from '../../cli/i18n/catalogue-words';
import { chooseLanguageDelivery, type PageLanguage } from '../../cli/i18n/language-delivery';
import { checkStations } from '../../cli/pipeline/check-stations';
import { renderStation } from '../../cli/pipeline/render-station';
import { type Templates, loadTemplates } from '../../cli/render/templates';
import { formatBuilt } from '../../cli/report/report';
import { inlineCodeHashes } from '../../cli/write/page-inline-code';
import { SHIPPED_LANGUAGES } from '../../contract/languages';
import { CATALOGUES } from '../../runtime/features/i18n/catalogues';
import es from '../../runtime/features/i18n/locales/es';
import { REPO_ROOT } from '../support/repo-root';
import { makeTempDir } from '../support/temp-dir';
import { runCli } from './support/run-cli';

let bundle: RuntimeBundle;
let templates: Templates;

beforeAll(async () => {
  [bundle, templates] = await Promise.all([bundleRuntime({ root: REPO_ROOT }), loadTemplates(REPO_ROOT)]);
}, 60_000);

/** test/budget/stations/<id>.json rendered as `build` renders it. */
async function render(id: number) {
  const checked = await checkStations({ stations: [id], stationsDir: 'test/budget/stations' }, REPO_ROOT);
  const check = checked.ok ? checked.stations[0] : undefined;
  if (!checked.ok || !check?.ok) throw new Error(`station ${id} is not valid`);
  const rendered = renderStation(check.station, 1, { project: checked.project, bundle, templates, outDir: 'dist', firstLoadAssetsGzip: 0 });
  const html = new TextDecoder().decode(rendered.files.find((file) => file.path === `${id}/index.html`)!.contents);
  return { rendered, html, document: new new Window().DOMParser().parseFromString(html, 'text/html') };
}

const chunkOf = (entry: string) => Object.entries(bundle.metafile.outputs).find(([, output]) => output.entryPoint === entry)![0].split('/').pop()!;

describe('a Spanish station (ui.locale es-MX)', () => {
  test('carries its Spanish words inline, exactly the catalogue chunk\'s, and preloads neither the chooser nor the catalogue', async () => {
    const { html, document, rendered } = await render(8);
    const inline = JSON.parse(document.getElementById('radio-embed-words')!.textContent!);
    expect(inline).toEqual({ language: 'es', words: { ...es } });
    expect(html).not.toContain(chunkOf('runtime/features/i18n/locales/es.ts'));
    expect(html).not.toContain(chunkOf('runtime/features/i18n/body.ts'));
    expect(rendered.built.language).toEqual({ language: 'es', way: 'inline', inlineGzip: expect.any(Number), chunksGzip: expect.any(Number) });
    const { inlineGzip, chunksGzip } = rendered.built.language!;
    expect(inlineGzip).toBeGreaterThan(500);
    expect(inlineGzip).toBeLessThan(chunksGzip);
  });

  test('the inline words are JSON, never run: the page\'s CSP needs no hash for them', async () => {
    const { html, rendered } = await render(8);
    expect(html).toMatch(/<script type="application\/json" id="radio-embed-words">/);
    expect(inlineCodeHashes(html).scripts).toEqual([]);
    expect(rendered.csp).toMatch(/script-src 'self';/);
  });

  test('build reports the way and both figures', async () => {
    const { rendered } = await render(8);
    const { inlineGzip, chunksGzip } = rendered.built.language!;
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    expect(formatBuilt(rendered.built)).toBe(
      `built station 8 → dist/8/index.html (es-MX, words inline ${kb(inlineGzip)} rather than chunks ${kb(chunksGzip)}, first load ${kb(rendered.built.firstLoadGzip)} gzip)`,
    );
  });
});

test('an English station carries no words and preloads no language chunk', async () => {
  const { html, rendered } = await render(5);
  expect(html).not.toContain('radio-embed-words');
  expect(html).not.toContain(chunkOf('runtime/features/i18n/body.ts'));
  expect(rendered.built.language).toBeUndefined();
});

describe('chooseLanguageDelivery compares the two ways by their gzip bytes', () => {
  /** A page whose inline words would cost `inlineCost` incompressible bytes. */
  const pageCosting = (inlineCost: number) => {
    const junk = randomBytes(inlineCost).toString('base64');
    return (part: PageLanguage) => `<html>${part.preloads.join('')}${part.inlineWords ? junk : ''}</html>`;
  };

  test('inline when that is smaller', () => {
    const choice = chooseLanguageDelivery(bundle, 'de-AT', pageCosting(0));
    expect(choice.delivery).toMatchObject({ language: 'de', way: 'inline' });
    expect(choice.page).toEqual({ preloads: [], inlineWords: { language: 'de', words: expect.objectContaining({ play: 'Abspielen' }) } });
    expect(choice.chunksFetchedGzip).toBe(0);
  });

  test('the chooser and the catalogue preloaded when inlining would cost more, counted in the first load', () => {
    const choice = chooseLanguageDelivery(bundle, 'de-AT', pageCosting(4000));
    expect(choice.delivery).toMatchObject({ language: 'de', way: 'chunks' });
    expect(choice.delivery!.chunksGzip).toBeLessThan(choice.delivery!.inlineGzip);
    expect(choice.page.inlineWords).toBeUndefined();
    expect(choice.page.preloads.map((path) => path.split('/').pop())).toEqual(
      expect.arrayContaining([chunkOf('runtime/features/i18n/body.ts'), chunkOf('runtime/features/i18n/locales/de.ts')]),
    );
    expect(choice.chunksFetchedGzip).toBeGreaterThan(1000);
  });

  test('English: nothing to deliver', () => {
    expect(chooseLanguageDelivery(bundle, 'en-GB', pageCosting(0))).toEqual({ page: { preloads: [] }, chunksFetchedGzip: 0 });
  });
});

test("the words read from each language's shipped chunk are that language's catalogue", async () => {
  for (const language of SHIPPED_LANGUAGES.filter((code) => code !== 'en')) {
    expect(catalogueWords(bundle, language), language).toEqual({ ...(await CATALOGUES[language]()).default });
  }
});

test('`radio-embed build` prints, and `--json` records, the way each station\'s words came', { timeout: 60_000 }, async () => {
  const temp = await makeTempDir('language-delivery');
  try {
    const args = ['build', '--stations-dir', 'test/budget/stations', '--station', '5,8', '--out-dir', join(temp.path, 'dist')];
    const env = { SOURCE_DATE_EPOCH: '1758240000' };
    const plain = await runCli(args, REPO_ROOT, env);
    expect(plain.code).toBe(0);
    expect(plain.stdout).toMatch(/^built station 5 → .*\/5\/index\.html \(en, first load \d+\.\d KB gzip\)$/m);
    expect(plain.stdout).toMatch(/^built station 8 → .*\/8\/index\.html \(es-MX, words inline \d\.\d KB rather than chunks \d\.\d KB, first load \d+\.\d KB gzip\)$/m);
    const json = JSON.parse((await runCli([...args, '--json'], REPO_ROOT, env)).stdout);
    const spanish = json.stations.find((station: { id: number }) => station.id === 8);
    expect(spanish).toMatchObject({ locale: 'es-MX', language: { language: 'es', way: 'inline', inlineGzip: expect.any(Number), chunksGzip: expect.any(Number) } });
    expect(json.stations.find((station: { id: number }) => station.id === 5).language).toBeUndefined();
  } finally {
    await temp.remove();
  }
});
