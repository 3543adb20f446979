/**
 * Spec §5: an artist or song as the enrichment service's path wants it: lowercase; runs of hyphens,
 * underscores or whitespace become one space (trimmed at the ends); question marks encoded
 * (`%3F`); then the whole URL-encoded — so a "?" reaches the path as `%253F`, as the service
 * expects. '' when nothing is left (the caller then asks nothing).
 */
export function normaliseForEnrichment(text: string): string {
  const plain = text.toLowerCase().replace(/[-_\s]+/g, ' ').trim();
  return encodeURIComponent(plain.replace(/\?/g, '%3F'));
}
