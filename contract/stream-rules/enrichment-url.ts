import { normaliseForEnrichment } from './normalise';

/** Spec §9: at most this wide (CSS px), the embed counts as mobile. */
export const MOBILE_MAX_WIDTH = 767;

export interface EnrichmentRequest {
  /** `data.enrichment`: the service's base URL. */
  base: string;
  artist: string;
  song: string;
  stationId: number;
  /** The embed's width in CSS px (`innerWidth`). */
  width: number;
}

/**
 * Spec §7: `GET {base}/{artist}/{song}/{stationId}/json?max_width={n}&min_width={200|350}`. The
 * smallest acceptable image is 200 px wide on a mobile-sized embed, else 350; the largest is the
 * embed's own width (no wider image can show sharper), never below the smallest. Null when the
 * normalised artist or song is empty (spec §5: an empty result, so nothing is asked).
 */
export function enrichmentUrl({ base, artist, song, stationId, width }: EnrichmentRequest): string | null {
  const a = normaliseForEnrichment(artist);
  const s = normaliseForEnrichment(song);
  if (!base || !a || !s) return null;
  const minWidth = width <= MOBILE_MAX_WIDTH ? 200 : 350;
  const maxWidth = Math.max(minWidth, Math.round(width));
  return `${base.replace(/\/+$/, '')}/${a}/${s}/${stationId}/json?max_width=${maxWidth}&min_width=${minWidth}`;
}
