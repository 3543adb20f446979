// The build↔runtime contract (contract/): one schema, one defaults object, one integration
// registry. These tests hold the halves to it: the embed config is the station schema's output
// (its type is derived from it: contract/embed-config.ts), what the build inlines and what the
// runtime falls back to have the same defaults, and zod never reaches the browser.
import * as z from 'zod';
import { describe, expect, test } from 'vitest';
import { toEmbedConfig } from '../../cli/embed-config/to-embed-config';
import { bundleRuntime } from '../../cli/bundle/bundle-runtime';
import { NO_PROJECT } from '../../cli/validate/validate-project-config';
import { validateStation } from '../../cli/validate/validate-station';
import { EMBED_DEFAULTS } from '../../contract/embed-defaults';
import { INTEGRATION_REGISTRY } from '../../contract/integrations';
import { stationFileSchema } from '../../contract/station-file/station-file';
import { CUSTOM_CODE_FIELDS } from '../../contract/station-file/ui-section';
import { defaultEmbedConfig } from '../../runtime/config/default-config';
import { INTEGRATIONS } from '../../runtime/features/integrations/integration-list';
import { REPO_ROOT } from '../support/repo-root';
import { everyFieldStation } from './support/every-field-station';
import { stationJson } from './support/station-json';

function builtConfig(raw: unknown) {
  const result = validateStation({ id: 7, file: 'stations/7.json', raw }, NO_PROJECT);
  if (!result.ok) throw new Error(result.problems.map((p) => p.message).join('\n'));
  return JSON.parse(JSON.stringify(toEmbedConfig(result.station, { publicUrl: '', buildTime: 1758240000000 })));
}

/** The keys a station-schema object names (through its default, optional and refine wrappers). */
function namedKeys(schema: z.ZodType): string[] {
  let inner: z.ZodType | undefined = schema;
  while (inner && !(inner instanceof z.ZodObject)) inner = (inner.def as { innerType?: z.ZodType }).innerType;
  if (!inner) throw new Error(`not an object schema: ${schema.def.type}`);
  return Object.keys(inner.shape);
}

/** What the build adds to a station (contract/embed-config.ts BuildFacts, and ui.onAccent). */
const BUILD_FACTS = ['version', 'buildTime', 'playerLink'];

const DEFAULTED = ['metadata', 'social', 'tracking', 'targeting', 'privacy', 'menuitems', 'services'] as const;

describe('the embed config contract', () => {
  test('a station that sets nothing gets exactly the defaults object', () => {
    const config = builtConfig(stationJson(7));
    for (const section of DEFAULTED) expect(config[section], section).toEqual(EMBED_DEFAULTS[section]);
    const { flower, ...ui } = config.ui;
    const { flower: defaultFlower, ...uiDefaults } = EMBED_DEFAULTS.ui;
    expect(ui).toEqual(uiDefaults);
    expect(flower).toEqual(defaultFlower.map(({ type }) => ({ type: type.toUpperCase() })));
    expect(config.data.stream_id).toBe(EMBED_DEFAULTS.data.stream_id);
  });

  test("the runtime's fallback config is the built config of a station that sets nothing", () => {
    const built = builtConfig(stationJson(7));
    const fallback = defaultEmbedConfig(7);
    for (const section of [...DEFAULTED, 'ui'] as const) expect(fallback[section], section).toEqual(built[section]);
    expect(fallback.station.sid).toBe(7);
  });

  test('every key of a built config is one the station schema names, or a build fact', () => {
    const config = builtConfig(everyFieldStation(7));
    const sections = Object.keys(stationFileSchema.shape).filter((key) => key !== '$schema');
    expect(Object.keys(config).sort()).toEqual([...sections, ...BUILD_FACTS].sort());
    for (const section of sections.filter((key) => key !== 'menuitems')) {
      const shape = stationFileSchema.shape[section as keyof typeof stationFileSchema.shape];
      const allowed = [...namedKeys(shape), ...(section === 'ui' ? ['onAccent'] : [])];
      expect(Object.keys(config[section]).filter((key) => !allowed.includes(key)), section).toEqual([]);
    }
    expect(config.ui.onAccent).toMatch(/^#/);
  });

  test('the custom CSS/JS fields are the ui fields named extra*, and none reaches the embed config', () => {
    const uiFields = namedKeys(stationFileSchema.shape.ui);
    expect(uiFields.filter((key) => key.startsWith('extra')).sort()).toEqual([...CUSTOM_CODE_FIELDS].sort());
    const config = builtConfig(everyFieldStation(7));
    expect(Object.keys(config.ui).filter((key) => key.startsWith('extra'))).toEqual([]);
    expect(Object.keys(config.ui).sort()).toEqual([...uiFields.filter((key) => !key.startsWith('extra')), 'onAccent'].sort());
  });

  test("a built config read back through the station schema builds to itself: it is the schema's output", () => {
    for (const station of [everyFieldStation(7), stationJson(7)]) {
      const built = builtConfig(station);
      expect(builtConfig(built)).toEqual(built);
    }
  });

  test('the fallback config is a fresh copy: changing one never changes the next', () => {
    const first = defaultEmbedConfig(1);
    first.ui.flower.push({ type: 'EXTRA' });
    first.privacy.regions.push('VA');
    expect(defaultEmbedConfig(1).ui.flower).toHaveLength(4);
    expect(defaultEmbedConfig(1).privacy.regions).toEqual(['CA']);
    expect(EMBED_DEFAULTS.ui.flower).toHaveLength(4);
  });

  test('the runtime starts the integrations of the registry, with its purposes, in its order', () => {
    expect(INTEGRATIONS.map(({ name, purpose }) => ({ name, purpose }))).toEqual(
      INTEGRATION_REGISTRY.map(({ name, purpose }) => ({ name, purpose })),
    );
  });
});

describe('the runtime bundle', { timeout: 60_000 }, () => {
  test('carries no zod: the runtime imports the contract as types and plain data only', async () => {
    const bundle = await bundleRuntime({ root: REPO_ROOT });
    const text = (contents: Uint8Array) => new TextDecoder().decode(contents);
    const scripts = bundle.files.filter((file) => file.path.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(1);
    for (const file of scripts) expect(text(file.contents), file.path).not.toMatch(/_zod|ZodError/);
    // The registry's vendor hosts ride in the lazy integrations chunk, never in the first load.
    const firstLoad = new Set([bundle.entry.script, ...bundle.entry.chunks]);
    const withRegistry = scripts.filter((file) => text(file.contents).includes('googletagmanager.com'));
    expect(withRegistry.length).toBeGreaterThan(0);
    for (const file of withRegistry) expect(firstLoad.has(file.path), file.path).toBe(false);
  });
});
