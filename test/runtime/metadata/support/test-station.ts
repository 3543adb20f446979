import { buildStationState } from '../../../../runtime/actions/station-state';
import type { EmbedConfig } from '../../../../runtime/config/embed-config';
import type { StationState } from '../../../../runtime/stores/station';
import { embedConfig } from '../../support/embed-config';

/** Station 42 "Radio 42" with one MP3 source and no query overrides; `edit` changes its config first. */
export function testStation(edit: (config: EmbedConfig) => void = () => {}): StationState {
  const config = embedConfig({ data: { audioHtml: 'https://s.example/live.mp3' } });
  edit(config);
  return buildStationState(config, { autoplay: false, noSocial: false, showVolume: false, adTracing: false, logLevel: 'error' }, 42);
}
