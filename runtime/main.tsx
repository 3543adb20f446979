// The embed page's entry: read the inlined config and the address, make the player, decide the
// language (its catalogue, when not English, before anything shows), render.
import './ui/player.css';
import { render } from 'preact';
import { resolveStartup } from './config/startup';
import { startLanguage } from './features/i18n/face';
import { log } from './lib/logger';
import { browserEnv } from './player/browser-env';
import { PlayerContext } from './player/context';
import { createPlayer } from './player/create-player';
import { Player } from './ui/Player';

void resolveStartup(document, location).then(async (startup) => {
  const player = createPlayer(startup, browserEnv());
  const sources = { query: startup.overrides.lang, locale: startup.config?.ui.locale };
  await startLanguage(document.documentElement, sources, (error) => log.error('Unable to load the language', error));
  const root = document.getElementById('app');
  if (root)
    render(
      <PlayerContext.Provider value={player}>
        <Player />
      </PlayerContext.Provider>,
      root,
    );
});
