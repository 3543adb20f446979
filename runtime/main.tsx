// The embed page's entry: read the inlined config and the address, make the player, render it.
import './ui/player.css';
import { render } from 'preact';
import { resolveStartup } from './config/startup';
import { browserEnv } from './player/browser-env';
import { PlayerContext } from './player/context';
import { createPlayer } from './player/create-player';
import { Player } from './ui/Player';

void resolveStartup(document, location).then((startup) => {
  const player = createPlayer(startup, browserEnv());
  const root = document.getElementById('app');
  if (root)
    render(
      <PlayerContext.Provider value={player}>
        <Player />
      </PlayerContext.Provider>,
      root,
    );
});
