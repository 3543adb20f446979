/**
 * Whether a value is an absolute http(s) URL, for image URLs that end up in an <img src>.
 * config/http-url.ts says the same with `new URL`; this lazy-side copy keeps the now-playing chunk
 * from importing first-load modules (each such import splits the first load into more files).
 */
export function isWebUrl(value: unknown): value is string {
  return typeof value === 'string' && /^https?:\/\/[^\s/]+/i.test(value.trim());
}
