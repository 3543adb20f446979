import { describe, expect, it } from 'vitest';
import { buildStationState } from '../../../runtime/actions/station-state';
import { parseQueryOverrides } from '../../../runtime/config/query-overrides';
import { embedConfig } from '../support/embed-config';

const overrides = (search = '') => parseQueryOverrides(search).overrides;

describe('buildStationState', () => {
  it('takes the station from the config; its sid wins over the route id', () => {
    const state = buildStationState(embedConfig({ sid: 42, title: 'Radio 42' }), overrides(), 7);
    expect(state).toMatchObject({ stationId: 42, routeId: 7, title: 'Radio 42', maxConnectTime: 60 });
    expect(state.stream?.primary.url).toBe('https://stream.example/live.mp3');
  });

  it.each([
    ['no flower entry and no show_volume', [], '', false],
    ['show_volume=1', [], '?show_volume=1', true],
    ['a Volume flower entry', ['Volume'], '', true],
    ['a VOLUME flower entry', ['VOLUME'], '', true],
    ['a volume flower entry', ['volume'], '', true],
    ['only other flower entries', ['Facebook', 'Email'], '', false],
  ])('volume slider with %s: %s', (_, flower, search, shown) => {
    expect(buildStationState(embedConfig({ flower }), overrides(search), 42).showVolume).toBe(shown);
  });

  it('carries the station\'s details (spec §3 station state `details`): its configured record, read-only', () => {
    const config = embedConfig({ sid: 42, title: 'Radio 42' });
    config.station = { ...config.station, name: 'radio42', code: 'R42', logo: 'https://radio42.example/logo.png', logoLink: 'https://radio42.example' };
    const { details } = buildStationState(config, overrides(), 7);
    expect(details).toEqual({ sid: 42, title: 'Radio 42', name: 'radio42', code: 'R42', logo: 'https://radio42.example/logo.png', logoLink: 'https://radio42.example' });
    expect(Object.isFrozen(details)).toBe(true);
    expect(details).not.toBe(config.station);
  });

  it('hides the social block with no_social=1', () => {
    expect(buildStationState(embedConfig(), overrides(), 42).showSocial).toBe(true);
    expect(buildStationState(embedConfig(), overrides('?no_social=1'), 42).showSocial).toBe(false);
  });

  it('lets stream_url and stream_id override the station’s stream', () => {
    const state = buildStationState(
      embedConfig(),
      overrides('?stream_url=https%3A%2F%2Fo.example%2Flive.aac&stream_id=5'),
      42,
    );
    expect(state.stream).toMatchObject({
      // Typed by the engine when it loads (spec §5 inference is not in the first load).
      primary: { url: 'https://o.example/live.aac', origin: 'override' },
      streamId: 5,
      overrideStreamId: 5,
      overrideStreamUrl: 'https://o.example/live.aac',
    });
  });
});
