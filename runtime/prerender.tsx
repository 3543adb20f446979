// The build's prerender (issue 16): `radio-embed build` bundles this file for Node once per run
// (cli/bundle/bundle-prerender.ts) and calls it for each station in one happy-dom window, so each
// page carries its player's first paint in #app, rendered by the very components the app renders
// with, in its idle state. The page then needs no script to show the player (runtime/main.ts).
import { render } from 'preact';
import { parseQueryOverrides } from './config/query-overrides';
import type { Startup } from './config/startup';
import { ads } from './features/ads/face';
import { startLanguage } from './features/i18n/face';
import { setWords, words } from './features/i18n/words';
import { EN_PLAYER } from './features/i18n/locales/en/player';
import { integrations } from './features/integrations/face';
import { metadata } from './features/metadata/face';
import { geoUrl } from './features/privacy/geo';
import { FEATURES, loadEngineSetup } from './features/registry';
import type { EmbedConfig } from './config/embed-config';
import { log } from './lib/logger';
import { PlayerContext } from './player/context';
import { createPlayer } from './player/create-player';
import type { PlayerEnv } from './player/types';
import { earlyStreamBase, paintedHlsPlayer } from './first-paint/early-stream-base';
import { LOADED_MARK } from './first-paint/page-loaded';
import { Player } from './ui/Player';

export interface Prerendered {
  /** #app's markup. */
  html: string;
  /** The markup's inline styles as rules, for a <style> the page's CSP allows by hash (`styleAttributes`). */
  css: string;
  /**
   * The station needs its app at once, not on the listener's intent (runtime/first-paint/
   * starts-at-once.ts has the page's own reasons): it works before any interaction.
   */
  startsAtOnce: boolean;
  /**
   * A privacy station with nothing else to do before interaction: the geo lookup the first paint
   * asks itself (its URL) and the regions whose listeners get the notice (runtime/first-paint/
   * geo-first.ts). The app and the privacy chunk come at once only where the answer says a notice
   * is due (a configured region, or a failed lookup); everyone else waits for intent (issue 36).
   */
  geoFirst?: { url: string; regions: string[] };
  /**
   * The stream URL, up to its last parameters, that a cold click on the painted Play may start
   * before the app (first-paint/early-stream-base.ts); absent where the app decides.
   */
  earlyStream?: string;
  /**
   * The station's HLS player choice where its first source is HLS (early-stream-base.ts
   * paintedHlsPlayer), with an `earlyStream`: #app's `data-hls`, for the cold click (first-paint/early-stream.ts).
   */
  hlsPlayer?: string;
  /**
   * With an `earlyStream`: "Stop" in the station's language, which the painted Play says while the
   * early stream plays (#app's `data-stop`, first-paint/early-stream.ts).
   */
  stopWord?: string;
}

/**
 * Whether the station itself has the player work before the listener interacts: ads (their slots
 * and banner at start), tracking or targeting, a now-playing feed that polls (a `stream` feed
 * waits for the engine), or a privacy notice that no geo lookup can rule out (no geo service
 * configured). A privacy station with a geo service asks it first (`geoFirstOf`). A language
 * other than English is not one: the page is painted in it, and the app finds its words inline in
 * the page (or preloaded with it: cli/i18n/language-delivery.ts) when it comes on intent.
 */
export function stationStartsAtOnce(config: EmbedConfig, env: PlayerEnv): boolean {
  return (
    (config.privacy.enabled && !config.services.geo?.url) ||
    !!ads.applies?.(config, env) ||
    !!integrations.applies?.(config, env) ||
    (!!metadata.applies?.(config, env) && config.metadata.source !== 'stream')
  );
}

/** The first paint's geo lookup, for a privacy station that does not start its app at once anyway. */
function geoFirstOf(config: EmbedConfig, atOnce: boolean): Prerendered['geoFirst'] {
  const geo = config.services.geo;
  if (atOnce || !config.privacy.enabled || !geo?.url) return undefined;
  return { url: geoUrl(geo.url, geo.v2), regions: [...config.privacy.regions] };
}

/** The one tree per window: each station is rendered over the last, so preact patches only what differs. */
const roots = new WeakMap<Window, HTMLElement>();

/**
 * The player of the station `config` (the page's inlined config, at its own address with no
 * query), rendered in `win` as the app renders it before any interaction. Nothing of the station
 * outlives the call: fetch never answers and the player is destroyed. A station that starts its
 * app at once starts no feature here (their work is the app's); the others start theirs, which do
 * nothing before intent. Each station is rendered over the previous one's tree, as the app would
 * re-render for a new player (about ten times faster than a fresh tree in happy-dom, twice as
 * fast a build); the components hold no state of their own before interaction, so the markup is
 * a fresh render's (test/cli/bundle-prerender.test.ts), once its attributes are in one order
 * (`inNameOrder`). `finishPrerender` unmounts the tree.
 */
export async function prerender(win: Window, config: EmbedConfig): Promise<Prerendered> {
  const doc = win.document;
  // What the app's resolveStartup reads from such a page (config/startup.ts).
  const startup: Startup = { config, usedDefaultConfig: false, overrides: parseQueryOverrides('').overrides, routeId: config.station.sid, warnings: [] };
  const env: PlayerEnv = {
    window: win,
    document: doc,
    location: { search: '' },
    storage: () => win.localStorage,
    fetch: () => new Promise<Response>(() => {}),
    clock: win,
    log,
    painting: true,
  };
  const atOnce = stationStartsAtOnce(config, env);
  const geoFirst = geoFirstOf(config, atOnce);
  setWords({});
  // A station whose app may start before interaction starts no feature here: their work is the app's.
  const player = createPlayer(startup, env, atOnce || geoFirst ? [] : FEATURES, loadEngineSetup);
  let root = roots.get(win);
  // Detached: nothing of the page's document (layout, observers) is involved.
  if (!root) roots.set(win, (root = doc.createElement('div')));
  try {
    await startLanguage(doc.createElement('html'), { locale: config.ui.locale }, (error) => {
      throw error;
    });
    render(
      <PlayerContext.Provider value={player}>
        <Player features={FEATURES} />
      </PlayerContext.Provider>,
      root,
    );
    // A control's value is a property, not markup: written as its attribute, the volume slider
    // is painted where the app will put it.
    for (const input of root.querySelectorAll('input')) input.setAttribute('value', input.value);
    const earlyStream = atOnce || geoFirst ? '' : earlyStreamBase(config);
    const css = styleAttributes(root);
    inNameOrder(root);
    const html = root.innerHTML;
    // Back as preact left them, for the next station's diff.
    for (const [element, style] of css.moved) element.setAttribute('style', style), element.removeAttribute(STYLE_MARK);
    const hlsPlayer = earlyStream && paintedHlsPlayer(config);
    // The word the painted Play says while the early stream plays (first-paint/early-stream.ts), in the station's language.
    const stopWord = earlyStream && words(EN_PLAYER).stop;
    return {
      html,
      css: css.rules,
      startsAtOnce: atOnce,
      ...(geoFirst && { geoFirst }),
      ...(earlyStream && { earlyStream }),
      ...(hlsPlayer && { hlsPlayer }),
      ...(stopWord && { stopWord }),
    };
  } finally {
    player.destroy();
    setWords({});
  }
}

const STYLE_MARK = 'data-re-style';

/**
 * The page's CSP allows no inline style attribute (the app sets styles through the CSSOM, which
 * it allows): each style attribute of the markup (the accent, `--re-accent`) becomes a rule for
 * its element, marked `data-re-style`, in a stylesheet the page carries with its hash. `#app`
 * raises the rule above the station's own CSS, as an inline style would be. The app, adopting
 * the element, drops the mark and sets the same style itself.
 */
function styleAttributes(root: HTMLElement): { rules: string; moved: [Element, string][] } {
  const moved: [Element, string][] = [];
  let rules = '';
  for (const element of root.querySelectorAll('[style]')) {
    const style = element.getAttribute('style')!;
    element.removeAttribute('style');
    if (!style.trim()) continue;
    element.setAttribute(STYLE_MARK, String(moved.length));
    // An image (the art, its blurred background) only once the page has loaded
    // (first-paint/page-loaded.ts): an image server that never answers holds no load event.
    rules += `#app${style.includes('url(') ? `[${LOADED_MARK}]` : ''} [${STYLE_MARK}="${moved.length}"]{${style}}`;
    moved.push([element, style]);
  }
  return { rules, moved };
}

/**
 * Puts each element's attributes in name order. An element keeps its attributes' order, and
 * preact, patching the previous station's tree, adds an attribute that station lacked after the
 * others (the LIVE badge's data-long after `hidden` once an English station came before a Spanish
 * one): left so, the page would depend on the station painted before it. In name order it is the
 * same whatever came before, and as cheap as a check where nothing changed since the last station.
 */
function inNameOrder(root: HTMLElement): void {
  for (const element of root.querySelectorAll('*')) {
    const names = element.getAttributeNames();
    if (names.every((name, i) => i === 0 || names[i - 1]! <= name)) continue;
    const values = names.map((name) => element.getAttribute(name)!);
    for (const name of names) element.removeAttribute(name);
    for (const [name, value] of names.map((name, i) => [name, values[i]!] as const).sort(([a], [b]) => (a < b ? -1 : 1))) element.setAttribute(name, value);
  }
}

/** Unmounts the window's tree (its effects' teardowns run). */
export function finishPrerender(win: Window): void {
  const root = roots.get(win);
  if (root) render(null, root);
  roots.delete(win);
}
