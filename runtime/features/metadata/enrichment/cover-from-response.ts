import { isHttpUrl } from '../../../config/http-url';

/**
 * The cover in an enrichment response (spec §3 "Track enrichment result"):
 * `combinedResponse.albumArt.artworkUrlMedium`, else `artworkUrlSmallest`; '' when it has neither
 * (or they are not http(s) URLs: the value ends up in an <img src>).
 */
export function coverFromResponse(body: unknown): string {
  const art = (body as { combinedResponse?: { albumArt?: Record<string, unknown> } } | null)?.combinedResponse?.albumArt;
  const url = [art?.artworkUrlMedium, art?.artworkUrlSmallest].find(isHttpUrl);
  return url ?? '';
}
