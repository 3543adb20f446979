// The embed page's entry: read the inlined config and the address, set the stores and the
// language (its catalogue, when not English, before anything shows), render.
import './ui/player.css';
import { render } from 'preact';
import { startPlayer } from './actions/start';
import { resolveStartup } from './config/startup';
import { startLanguage } from './features/i18n/face';
import { log } from './lib/logger';
import { Player } from './ui/Player';

void resolveStartup(document, location).then(async (startup) => {
  startPlayer(startup);
  const sources = { query: startup.overrides.lang, locale: startup.config?.ui.locale };
  await startLanguage(document.documentElement, sources, (error) => log.error('Unable to load the language; English instead', error));
  const root = document.getElementById('app');
  if (root) render(<Player />, root);
});
