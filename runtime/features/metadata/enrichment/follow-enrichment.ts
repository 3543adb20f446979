import { log } from '../../../lib/logger';
import type { MapStore } from 'nanostores';
import type { StationState } from '../../../stores/station';
import type { TrackInfo } from '../../../stores/track';
import { coverFromResponse } from './cover-from-response';
import { enrichmentUrl } from '../../../../contract/stream-rules/enrichment-url';

/**
 * Looks up the cover of each new track (spec §5, §7) and puts it in `stores.track.cover`. One request
 * per track, however often a poller reports it; a track whose source brought a cover is not
 * looked up; an answer that arrives after the track changed is dropped. The caller starts this
 * only when album art is allowed and the station has an enrichment URL. `track` is `stores.track`.
 * Returns the teardown.
 */
export function followEnrichment(
  station: StationState,
  track: MapStore<TrackInfo>,
  width: () => number = () => globalThis.innerWidth ?? 0,
): () => void {
  let asked = '';
  let controller: AbortController | undefined;

  const onTrack = ({ artist, title, cover }: TrackInfo): void => {
    const key = `${artist}\n${title}`;
    if (key === asked) return;
    asked = key;
    controller?.abort();
    controller = undefined;
    if (cover) return;
    const url = enrichmentUrl({ base: station.enrichmentUrl, artist, song: title, stationId: station.stationId, width: width() });
    if (!url) return;
    const current = (controller = new AbortController());
    fetch(url, { signal: current.signal })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`HTTP ${response.status}`))))
      .then((body: unknown) => {
        const found = coverFromResponse(body);
        if (found && !current.signal.aborted) track.setKey('cover', found);
      })
      .catch((error: unknown) => {
        if (!current.signal.aborted) log.warn('Track enrichment failed', error);
      });
  };

  const unsubscribe = track.subscribe(onTrack);
  return () => {
    unsubscribe();
    controller?.abort();
  };
}
