/**
 * The parameters the player adds to the stream URL (spec §7, last line), by their URL names, plus
 * whatever cookie sync supplies. Empty or undefined values are left out.
 */
export interface StreamUrlParams {
  /** v7mobile on mobile devices, v7player otherwise. */
  source?: 'v7player' | 'v7mobile';
  /** The device id (localStorage `uuid`). */
  'user-id'?: string;
  us_privacy?: string;
  gpp?: string;
  /** The `ip` query override. */
  'override-ip-address'?: string;
  /** '1' with the `debug=1` query override. */
  ad_tracing?: '1';
  /** The `stream_id` query override, when the page has one. */
  stream_id?: string;
  [cookieSyncParam: string]: string | undefined;
}

/** Mobile or not, for the `source` parameter. */
export const streamSourceParam = (userAgent: string): 'v7player' | 'v7mobile' =>
  /Mobi|Android|iP(hone|ad|od)/i.test(userAgent) ? 'v7mobile' : 'v7player';

/**
 * The URL to connect to: the source URL with `type` removed and the given parameters set. Empty
 * values are left out, so no request carries a blank privacy string. The rest of the query is
 * kept byte for byte: re-encoding it could break a signed stream URL.
 */
export function buildStreamUrl(url: string, params: StreamUrlParams): string {
  const added = Object.entries(params).filter((entry): entry is [string, string] => !!entry[1]);
  const replaced = ['type', ...added.map(([key]) => key)];
  const [beforeHash = '', hash] = url.split(/#(.*)/);
  const [path = '', query = ''] = beforeHash.split(/\?(.*)/);
  const parts = query
    .split('&')
    .filter((part) => part && !replaced.includes(part.split('=')[0]!))
    .concat(added.map(([key, value]) => `${key}=${encodeURIComponent(value)}`));
  return path + (parts.length ? `?${parts.join('&')}` : '') + (hash === undefined ? '' : `#${hash}`);
}
