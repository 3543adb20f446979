import type { EmbedConfig } from '../../../runtime/config/embed-config';
import { parseQueryOverrides } from '../../../runtime/config/query-overrides';
import type { Startup } from '../../../runtime/config/startup';
import { log } from '../../../runtime/lib/logger';
import { loadEngineSetup } from '../../../runtime/features/registry';
import { createPlayer } from '../../../runtime/player/create-player';
import type { Feature, Player, PlayerEnv } from '../../../runtime/player/types';

/**
 * The page a test player lives in: the test's window (happy-dom's; a bare stand-in under Node,
 * never framed) and the shared logger, so `vi.spyOn(log, …)` sees what the player logs.
 */
export function testEnv(patch: Partial<PlayerEnv> = {}): PlayerEnv {
  const win = globalThis.window ?? ({ location: { search: '' } } as Window);
  if (!globalThis.window) (win as { parent: Window }).parent = win;
  return {
    window: win,
    document: globalThis.document,
    location: win.location,
    storage: () => localStorage,
    fetch: (...args) => fetch(...args),
    clock: globalThis,
    log,
    ...patch,
  };
}

/** What app.tsx reads before it makes the player: the station's config and the address's query. */
export function testStartup(config: EmbedConfig | null, search = ''): Startup {
  const { overrides, warnings } = parseQueryOverrides(search);
  return { config, usedDefaultConfig: false, overrides, routeId: config?.station.sid ?? 0, warnings };
}

const players: Player[] = [];

/**
 * A fresh player for this test, with only `features` (none by default) started; every one made
 * is destroyed by `destroyTestPlayers()` (call it in afterEach), whose stores go with it.
 */
export function testPlayer(config: EmbedConfig | null, { search = '', features = [] as readonly Feature[], env = testEnv() } = {}): Player {
  const player = createPlayer(testStartup(config, search), env, features, loadEngineSetup);
  players.push(player);
  return player;
}

export function destroyTestPlayers(): void {
  for (const player of players.splice(0).reverse()) player.destroy();
}
