import type { EmbedConfig } from '../config/embed-config';
import { US_PRIVACY_STRINGS } from '../features/privacy/strings';
import { configuredSources } from '../streams/select-stream';
import { isPlaylistUrl } from '../streams/playlist-url';
import { buildStreamUrl } from '../streams/stream-url';
import { DEVICE_ID_STAND_IN } from './early-stream';


/**
 * For the build's prerender: the stream URL a cold click on the painted Play may start before the
 * app is there (first-paint/early-stream.ts), made as the engine makes it for a page with no query
 * (actions/stream-url-for.ts: buildStreamUrl with `source` v7player, `user-id` — here
 * DEVICE_ID_STAND_IN — and privacy off's `us_privacy`), or '' where the first paint must leave the
 * start to the app. Only a station with nothing to decide before its stream: privacy off (a notice
 * may be due: its strings go on the URL), no cookie sync (its parameters too), no stream
 * credentials, no bitrates (Low data picks among them), and a first source the element plays by
 * itself (AAC or MP3, not HLS, not a playlist to fetch). Ads and integrations start the app with
 * the page (runtime/prerender.tsx), so theirs is there before any click. The engine adopts the
 * early stream only where its own URL is the same (engine/early-stream.ts).
 */
export function earlyStreamUrl(config: EmbedConfig): string {
  const { data, privacy, services } = config;
  const [first] = configuredSources(data);
  if (privacy.enabled || services.cookieSync || data.withCredentials || data.bitrates || !first || first.type === 'HLS' || isPlaylistUrl(first.url)) return '';
  return buildStreamUrl(first.url, { source: 'v7player', 'user-id': DEVICE_ID_STAND_IN, us_privacy: US_PRIVACY_STRINGS.NOT_APPLICABLE });
}
