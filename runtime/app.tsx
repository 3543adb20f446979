// The app: read the inlined config and the address, make the player, decide the language (its
// catalogue, when not English, before anything shows), render into #app. A lazy chunk: the page's
// script (main.ts, the first paint's) imports it on the listener's first sign of intent, or at once
// where the page needs it before any (docs/architecture.md "The first paint").
import './ui/player.css';
import { render } from 'preact';
import { resolveStartup } from './config/startup';
import { startLanguage } from './features/i18n/face';
import { handFirstPaintGeo, type GeoFirst } from './features/privacy/public/first-paint-geo';
import { log } from './lib/logger';
import { browserEnv } from './player/browser-env';
import { PlayerContext } from './player/context';
import { createPlayer } from './player/create-player';
import { paintedVolume } from './ui/controls/painted-volume';
import { Player } from './ui/Player';
import { addAppStatesStyle } from './ui/app-states-style';
import { earlyStreamStarting } from './engine/early-stream';
// Last: esbuild lays the chunk out in import order, and the features' faces and bar buttons after
// the shell's own code gzip better than before it (about 30 B less, measured; the order changes nothing else).
import { FEATURES, loadEngineSetup } from './features/registry';

export interface AppStart {
  /** Whether the listener has shown intent already (the first paint heard it): then the engine loads at once. */
  intentShown: () => boolean;
  /**
   * The geo lookup the first paint asked (a privacy station, first-paint/geo-first.ts; nothing where
   * its chunk did not download): the privacy layer takes its answer.
   */
  geo?: Promise<GeoFirst | void>;
}

/**
 * Starts the player and renders it into #app. Preact's render() adopts the prerendered nodes
 * already there (same element, same position) and only patches what differs, so a focused
 * button keeps its focus and nothing visibly jumps. Resolves once rendered: the stream element
 * is attached by then (StreamElement attaches in a layout effect, inside render).
 */
export async function startApp({ intentShown, geo }: AppStart): Promise<void> {
  handFirstPaintGeo(document.getElementById('app')?.dataset.geo, geo);
  const startup = await resolveStartup(document, location);
  const player = createPlayer(startup, browserEnv(), FEATURES, loadEngineSetup);
  const sources = { query: startup.overrides.lang, locale: startup.config?.ui.locale };
  await startLanguage(document.documentElement, sources, (error) => log.error('Unable to load the language', error));
  const root = document.getElementById('app');
  if (!root) return;
  // Before the first render: LIVE, "Connecting…" and the loading bars are never painted unstyled.
  addAppStatesStyle(document);
  // A cold click's early stream that is starting: its first moments before the render's work.
  await earlyStreamStarting(root.querySelector('audio'));
  // The painted slider, moved before the app came: that volume, not the saved one, which the
  // render would set it back to (after the early stream's start, which a move may have joined).
  const moved = paintedVolume(root);
  if (moved !== undefined) player.request.setVolume(moved);
  render(
    <PlayerContext.Provider value={player}>
      <Player features={FEATURES} />
    </PlayerContext.Provider>,
    root,
  );
  // The pointer reached the player before the app did: its engine's listeners were not there to
  // hear it, so load the engine now (the first paint already asked for its chunk).
  if (intentShown()) void player.session.loadEngine();
}
