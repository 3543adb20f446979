/** The parameters the player adds to the stream URL (spec §7, last line). */
export interface StreamUrlParams {
  /** v7mobile on mobile devices, v7player otherwise. */
  source?: 'v7player' | 'v7mobile';
  /** The device id (issue 5 supplies it). */
  userId?: string;
  usPrivacy?: string;
  gpp?: string;
  /** The `ip` query override. */
  ip?: string;
  /** The `debug=1` query override. */
  adTracing?: boolean;
}

/** Mobile or not, for the `source` parameter. */
export function streamSourceParam(userAgent: string): 'v7player' | 'v7mobile' {
  return /Mobi|Android|iP(hone|ad|od)/i.test(userAgent) ? 'v7mobile' : 'v7player';
}

/**
 * The URL to connect to: the source URL with `type` removed and the given parameters set; empty
 * values are left out so that no request carries a blank privacy string. The rest of the query is
 * kept byte for byte (re-encoding it could break a signed stream URL).
 */
export function buildStreamUrl(url: string, params: StreamUrlParams): string {
  const added: [string, string | undefined][] = [
    ['source', params.source],
    ['user-id', params.userId],
    ['us_privacy', params.usPrivacy],
    ['gpp', params.gpp],
    ['override-ip-address', params.ip],
    ['ad_tracing', params.adTracing ? '1' : undefined],
  ];
  const set = added.filter((entry): entry is [string, string] => !!entry[1]);
  const replaced = new Set(['type', ...set.map(([key]) => key)]);

  const hashAt = url.indexOf('#');
  const hash = hashAt < 0 ? '' : url.slice(hashAt);
  const beforeHash = hashAt < 0 ? url : url.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
  const kept = queryAt < 0 ? [] : beforeHash.slice(queryAt + 1).split('&').filter((part) => part && !replaced.has(part.split('=')[0]!));
  const parts = [...kept, ...set.map(([key, value]) => `${key}=${encodeURIComponent(value)}`)];
  return path + (parts.length ? `?${parts.join('&')}` : '') + hash;
}
