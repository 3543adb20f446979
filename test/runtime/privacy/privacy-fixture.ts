import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { defaultEmbedConfig } from '../../../runtime/config/default-config';
import type { EmbedConfig, EmbedPrivacy } from '../../../runtime/config/embed-config';
import type { PrivacyDeps, PrivacyStores } from '../../../runtime/features/privacy/deps';
import { createPlayerStores } from '../../../runtime/player/player-stores';
import type { PrivacyActions } from '../../../runtime/features/privacy/actions';
import { initPrivacy as initPrivacyLayer } from '../../../runtime/features/privacy/init';
import { privacySettled } from '../../../runtime/features/privacy/public/settled';
import { CALIFORNIA, startGeoServer, type GeoServer } from '../../support/geo-server';
import { fakeLog } from './fake-log';
import { memoryStorage } from './memory-storage';

/** Station 42 with the given privacy settings and, if given, a geo service. */
export function stationConfig(privacy: Partial<EmbedPrivacy>, geoUrl?: string): EmbedConfig {
  const config = defaultEmbedConfig(42);
  config.privacy = { ...config.privacy, ...privacy };
  if (geoUrl) config.services = { ...config.services, geo: { url: geoUrl, v2: false } };
  return config;
}

/** Everything a test injects (a fresh player's stores among it), with handles to assert on. */
export function testDeps(overrides: Partial<PrivacyDeps> = {}) {
  const storage = memoryStorage();
  const session = memoryStorage();
  const deps = {
    stores: createPlayerStores(),
    storage: vi.fn(() => storage),
    sessionStorage: vi.fn(() => session),
    browsingContext: { name: '' },
    fetch,
    now: () => Date.UTC(2025, 8, 19),
    log: fakeLog(),
    reload: vi.fn(),
    restartPlayer: vi.fn(),
    location: { href: 'https://cdn.example/42/' },
    history: { state: null, replaceState: vi.fn() },
    navigator: {},
    geoCache: new Map(),
    ...overrides,
  } satisfies PrivacyDeps;
  return { deps, storage, session };
}

const teardowns: (() => void)[] = [];
let latest: PrivacyActions | undefined;
let latestStores: PrivacyStores | undefined;

/**
 * The runtime's initPrivacy, its layer remembered: `stopAllPrivacy()` stops it and
 * `privacyActions()` are its notices' actions. Returns the teardown.
 */
export function initPrivacy(config: EmbedConfig, deps: PrivacyDeps): () => void {
  const layer = initPrivacyLayer(config, deps);
  latest = layer.actions;
  latestStores = deps.stores;
  teardowns.push(layer.stop);
  return layer.stop;
}

/** What the notices' buttons do, for the privacy layer started last. */
export function privacyActions(): PrivacyActions {
  if (!latest) throw new Error('No privacy layer started');
  return latest;
}

/** The player stores of the privacy layer started last (its mode, strings, status, cache, notices). */
export function privacyStores(): PrivacyStores {
  if (!latestStores) throw new Error('No privacy layer started');
  return latestStores;
}

/** initPrivacy, then waits until privacy is settled (resolved, or failed). */
export async function startPrivacy(config: EmbedConfig, deps: PrivacyDeps): Promise<() => void> {
  const teardown = initPrivacy(config, deps);
  await privacySettled(deps.stores.privacyStatus);
  return teardown;
}

/** For afterEach: tears down every privacy session a test started. */
export function stopAllPrivacy(): void {
  for (const teardown of teardowns.splice(0)) teardown();
  latest = undefined;
  latestStores = undefined;
}

/**
 * For a test file: a geo service answering California for `CALIFORNIA.ip`, started and stopped
 * with the file, privacy stopped after each test. Returns the privacy-on (CA) station's config.
 */
export function withCaliforniaGeo(): () => EmbedConfig {
  let server: GeoServer;
  beforeAll(async () => {
    server = await startGeoServer();
    server.reply(CALIFORNIA.ip, { body: CALIFORNIA });
  });
  afterAll(() => server.close());
  afterEach(stopAllPrivacy);
  return () => stationConfig({ enabled: true, regions: ['CA'] }, server.url);
}
