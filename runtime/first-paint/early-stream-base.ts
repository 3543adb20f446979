import type { EmbedConfig } from '../config/embed-config';
import { US_PRIVACY_STRINGS } from '../features/privacy/strings';
import { configuredSources } from '../streams/select-stream';
import { isPlaylistUrl } from '../streams/playlist-url';
import { buildStreamUrl } from '../streams/stream-url';
import { lastParams } from './early-stream';


/**
 * For the build's prerender: the stream URL a cold click on the painted Play may start before the
 * app is there (first-paint/early-stream.ts), up to its last parameters (`lastParams`, which the
 * click adds: `source` and `user-id` only the listener's browser knows), or '' where the first
 * paint must leave the start to the app. The URL is made as the engine makes it for a page with no
 * query (setup/stream-url-for.ts: buildStreamUrl, the station's own parameters kept, `type` and
 * those the player sets dropped) before the GDPR decision, which a stream that waits for nothing
 * else does not wait for: `gdpr=1` and a per-player `user-id` (docs/privacy.md "Listeners where
 * the GDPR applies"). Only a station with nothing to decide before its stream: privacy
 * off (a notice may be due: its strings go on the URL), no consent dialog of its own
 * (`privacy.vendorList.cmpId`: a listener's stored choice, which the early stream cannot read,
 * goes on the URL as `gdpr_consent`), no cookie sync (its parameters too), no
 * stream credentials, no bitrates (Low data picks among them), and a first source that is AAC, MP3
 * or HLS (the click tells whether the element plays HLS itself, as the engine would have it,
 * first-paint/early-stream.ts hlsViaHlsJs; where hls.js plays it, the click starts it through
 * hls.js); not a playlist to fetch, not a URL with a fragment (the parameters go before it). Ads and integrations start the app with the page
 * (runtime/prerender.tsx), so theirs is there before any click. The engine adopts the early stream
 * only where its own URL is the same (engine/early-stream-takeover.ts).
 */
export function earlyStreamBase(config: EmbedConfig): string {
  const { data, privacy, services } = config;
  const [first] = configuredSources(data);
  if (privacy.enabled || privacy.vendorList?.cmpId || services.cookieSync || data.withCredentials || data.bitrates || !first || isPlaylistUrl(first.url)) return '';
  const tail = lastParams('v7player', 'U');
  const url = buildStreamUrl(first.url, { source: 'v7player', 'user-id': 'U', us_privacy: US_PRIVACY_STRINGS.NOT_APPLICABLE, gdpr: '1' });
  return url.endsWith(tail) ? url.slice(0, -tail.length) : '';
}

/**
 * For the build's prerender: #app's `data-hls` beside `data-stream`, the station's HLS player
 * choice (`data.hlsPlayer`, "auto" unless set) where its first source is HLS, else ''. A cold
 * click reads it to start the early stream on the element where the element plays HLS itself,
 * and through hls.js, fetched in the click, where it does not (first-paint/early-stream.ts hlsViaHlsJs).
 */
export function paintedHlsPlayer(config: EmbedConfig): string {
  const [first] = configuredSources(config.data);
  return first?.type === 'HLS' ? (config.data.hlsPlayer ?? 'auto') : '';
}
