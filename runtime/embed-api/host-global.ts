import type { RadioEmbedApi } from './host-loader';

const own = (value: object, key: string): unknown => (Object.prototype.hasOwnProperty.call(value, key) ? (value as Record<string, unknown>)[key] : undefined);

/**
 * Our API from an earlier loader (its own `players` list, still open to more, and `get`), not
 * something else at `window.RadioEmbed` (an element with that id) nor what a polluted
 * Object.prototype makes any object seem to have.
 */
function isApi(value: unknown): value is RadioEmbedApi {
  if (typeof value !== 'object' || value === null) return false;
  const players = own(value, 'players');
  return Array.isArray(players) && Object.isExtensible(players) && typeof own(value, 'get') === 'function';
}

/**
 * `window.RadioEmbed`: the one an earlier loader made, else `api`, published. Whatever the host
 * page did to that name (an element with id="RadioEmbed", a frozen value, a read-only or
 * throwing property) costs the page the global, never the players: it is said once in the
 * console and the players work on, reachable through their `radio-embed:*` events.
 */
export function publishApi(api: RadioEmbedApi): RadioEmbedApi {
  const host = window as Window & { RadioEmbed?: unknown };
  try {
    const existing = host.RadioEmbed;
    if (isApi(existing)) return existing;
    // An element with id="RadioEmbed" appears as window.RadioEmbed: an own property shadows it,
    // and the element stays reachable by its id.
    host.RadioEmbed = api;
    if (host.RadioEmbed === api) {
      if (existing !== undefined) console.warn('radio-embed: window.RadioEmbed was something else (an element with id="RadioEmbed"?); it now names the players API');
      return api;
    }
  } catch {
    // A property that throws when read, or when set (read-only, in strict code).
  }
  console.warn('radio-embed: window.RadioEmbed cannot be set on this page; the radio-embed:* events carry the players');
  return api;
}
