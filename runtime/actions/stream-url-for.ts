import type { StreamSource } from '../streams/select-stream';
import { buildStreamUrl, streamSourceParam } from '../streams/stream-url';
import { $overrides } from '../stores/overrides';
import { $privacyStrings } from '../stores/privacy';

/**
 * The URL to connect to for a source, built at each Play so the privacy strings are current
 * (spec §4: a privacy mode change regenerates the stream parameters).
 */
export function streamUrlFor(source: StreamSource): string {
  const { ip, adTracing } = $overrides.get();
  const { usPrivacy, gpp } = $privacyStrings.get();
  return buildStreamUrl(source.url, {
    source: streamSourceParam(globalThis.navigator?.userAgent ?? ''),
    us_privacy: usPrivacy,
    gpp,
    'override-ip-address': ip,
    ad_tracing: adTracing ? '1' : undefined,
  });
}
