// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { parseEmbedConfig } from '../../../runtime/config/read-config';
import { resolveStartup } from '../../../runtime/config/startup';
import { embedConfig, inlineConfig } from '../support/embed-config';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('parseEmbedConfig', () => {
  it('accepts the build’s config', () => {
    const config = embedConfig();
    expect(parseEmbedConfig(JSON.stringify(config))).toEqual({ ok: true, config });
  });

  it.each([
    ['no text', null, 'missing'],
    ['blank text', '  ', 'missing'],
    ['broken JSON', '{"station":', 'invalid'],
    ['an array', '[]', 'invalid'],
    ['no station', '{"data":{},"ui":{"flower":[]}}', 'invalid'],
    ['a sid that is not an integer', JSON.stringify({ ...embedConfig(), station: { sid: '42', title: 'x' } }), 'invalid'],
  ])('refuses %s', (_, text, reason) => {
    expect(parseEmbedConfig(text)).toEqual({ ok: false, reason });
  });
});

describe('resolveStartup', () => {
  it('reads the inlined config, the route id and the overrides', async () => {
    inlineConfig(embedConfig({ sid: 42, title: 'Radio 42' }));
    const startup = await resolveStartup(document, { pathname: '/42/', search: '?autoplay=1' });
    expect(startup.config?.station.title).toBe('Radio 42');
    expect(startup.routeId).toBe(42);
    expect(startup.overrides.autoplay).toBe(true);
    expect(startup.fatal).toBeUndefined();
  });

  it('names the station in the fatal error when there is no config and no stream_url', async () => {
    const startup = await resolveStartup(document, { pathname: '/42', search: '' });
    expect(startup.config).toBeNull();
    expect(startup.fatal).toBe('Fatal Error: Unable to load config for station 42');
  });

  it('treats an unreadable config like a missing one', async () => {
    inlineConfig('{not json');
    expect((await resolveStartup(document, { pathname: '/9', search: '' })).fatal).toBe(
      'Fatal Error: Unable to load config for station 9',
    );
  });

  it('falls back to the default configuration when a stream_url override exists (spec §7)', async () => {
    const startup = await resolveStartup(document, {
      pathname: '/',
      search: '?stream_url=https%3A%2F%2Fs.example%2Flive.mp3',
    });
    expect(startup.fatal).toBeUndefined();
    expect(startup.usedDefaultConfig).toBe(true);
    expect(startup.config?.station.sid).toBe(1);
    expect(startup.config?.data.stream_id).toBe(2224);
  });

  it('passes on the warnings of ignored query values', async () => {
    inlineConfig(embedConfig());
    expect((await resolveStartup(document, { pathname: '/', search: '?stream_id=x' })).warnings).toHaveLength(1);
  });
});
