import type { MapStore } from 'nanostores';
import type { TrackInfo } from '../../stores/track';
import { decodeText } from './decode-text';

/** How a metadata source reports what it found. */
export type ReportTrack = (artist: string, title: string, cover?: string) => void;

/**
 * The reporter every metadata source writes the track through, decoding what came encoded
 * (./decode-text.ts). The same artist and title again
 * (a poll that found nothing new) changes nothing, so the screen, the live region and the
 * enrichment react once per track. A new track starts without a cover unless its source brought
 * one. `track` is `stores.track` (a parameter, so tests can give each source a store of its own).
 */
export function trackReporter(track: MapStore<TrackInfo>): ReportTrack {
  return (artist, title, cover = '') => {
    artist = decodeText(artist).trim();
    title = decodeText(title).trim();
    const now = track.get();
    if (now.artist !== artist || now.title !== title) track.set({ artist, title, cover });
    else if (cover && cover !== now.cover) track.setKey('cover', cover);
  };
}
