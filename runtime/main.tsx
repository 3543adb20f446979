// The embed page's entry: read the inlined config and the address, set the stores, render.
import './ui/player.css';
import { render } from 'preact';
import { startPlayer } from './actions/start';
import { resolveStartup } from './config/startup';
import { Player } from './ui/Player';

void resolveStartup(document, location).then((startup) => {
  startPlayer(startup);
  const root = document.getElementById('app');
  if (root) render(<Player />, root);
});
