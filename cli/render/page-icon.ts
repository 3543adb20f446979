import { createHash } from 'node:crypto';
import type { EmbedConfig } from '../../contract/embed-config';
import type { OutputFile } from '../bundle/bundle-runtime';
import { escapeHtml } from './escape';
import { schemeName } from './scheme-colours';

/** The scheme's own accent and what it draws on it (runtime/ui/player.css), for a station without ui.accent. */
const DEFAULT_ACCENT = { dark: ['#2dd4bf', '#06201d'], light: ['#0f766e', '#fff'] } as const;

/**
 * The tab's icon: a Play button in the station's accent, an SVG file of its own under `assets/`,
 * named by its content's hash as the bundle's files are (`icon-<HASH>.svg`: cached for good, one
 * file for every station of the same accent), so the browser never asks for a /favicon.ico that is
 * not there, and the page's bytes, the first load's, carry only its name. Not the station's logo:
 * a browser fetches a top-level page's icon at load, before the listener did anything, and that
 * request would go to the logo's own host past the image proxy a station may have set (and, on a
 * privacy station, before its privacy mode is known). A framed page's icon is never fetched.
 */
export function pageIcon(config: EmbedConfig): OutputFile {
  const [fill, ink] = config.ui.accent ? [config.ui.accent, config.ui.onAccent ?? '#fff'] : DEFAULT_ACCENT[schemeName(config.ui.scheme)];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="8" fill="${escapeHtml(fill)}"/><path d="M6 4.5v7l6-3.5z" fill="${escapeHtml(ink)}"/></svg>\n`;
  const contents = new TextEncoder().encode(svg);
  // Upper-case hex: the bundler's `<name>-<HASH>.<ext>` (cli/write/strays.ts isAssetName).
  const hash = createHash('sha256').update(contents).digest('hex').slice(0, 8).toUpperCase();
  return { path: `assets/icon-${hash}.svg`, contents };
}
