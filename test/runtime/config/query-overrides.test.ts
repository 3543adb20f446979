import { describe, expect, it } from 'vitest';
import { parseQueryOverrides } from '../../../runtime/config/query-overrides';

const parse = (search: string) => parseQueryOverrides(search);

describe('parseQueryOverrides (spec §2 query parameters)', () => {
  it('has everything off with no query', () => {
    expect(parse('')).toEqual({
      overrides: { autoplay: false, noSocial: false, showVolume: false, adTracing: false, logLevel: 'error', verbose: false },
      warnings: [],
    });
  });

  it.each([
    ['autoplay', 'autoplay'],
    ['no_social', 'noSocial'],
    ['show_volume', 'showVolume'],
  ] as const)('%s=1 turns %s on; any other value leaves it off', (param, key) => {
    expect(parse(`?${param}=1`).overrides[key]).toBe(true);
    for (const other of ['0', 'true', 'yes', '']) expect(parse(`?${param}=${other}`).overrides[key]).toBe(false);
  });

  it.each([
    ['5', 5],
    ['2224', 2224],
    [' 12 ', 12],
  ])('stream_id=%j is kept as %i', (value, id) => {
    expect(parse(`?stream_id=${encodeURIComponent(value)}`).overrides.streamId).toBe(id);
  });

  it.each(['0', '-1', '1.5', 'abc', '0x10', '1e3'])('stream_id=%j is ignored with a warning', (value) => {
    const { overrides, warnings } = parse(`?stream_id=${value}`);
    expect(overrides.streamId).toBeUndefined();
    expect(warnings).toEqual([`Ignoring stream_id="${value}": expected a positive integer`]);
  });

  it('takes stream_url unescaped', () => {
    const url = 'https://cdn.example/live.aac?codec=aac&sid=4';
    expect(parse(`?stream_url=${encodeURIComponent(url)}`).overrides.streamUrl).toBe(url);
    expect(parse('?stream_url=http://127.0.0.1:8000/live.mp3').overrides.streamUrl).toBe('http://127.0.0.1:8000/live.mp3');
  });

  it.each(['javascript:alert(1)', 'ftp://x/live.mp3', '/relative.mp3', 'not a url'])(
    'ignores stream_url %j with a warning',
    (value) => {
      const { overrides, warnings } = parse(`?stream_url=${encodeURIComponent(value)}`);
      expect(overrides.streamUrl).toBeUndefined();
      expect(warnings).toEqual([`Ignoring stream_url="${value}": expected an http(s) URL`]);
    },
  );

  it.each([
    ['light', 'light'],
    ['DARK', 'dark'],
    ['auto', 'auto'],
  ])('takes theme=%s as the colour scheme %s', (value, theme) => {
    expect(parse(`?theme=${value}`)).toMatchObject({ overrides: { theme }, warnings: [] });
  });

  it('ignores any other theme, with a warning', () => {
    const bad = parse('?theme=purple');
    expect(bad.overrides.theme).toBeUndefined();
    expect(bad.warnings).toEqual(['Ignoring theme="purple": expected light, dark or auto']);
  });

  it('takes lang as written (any tag: one the player does not ship falls through later), none when blank', () => {
    expect(parse('?lang=es-MX').overrides.lang).toBe('es-MX');
    expect(parse('?lang=%20').overrides.lang).toBeUndefined();
    expect(parse('').overrides.lang).toBeUndefined();
  });

  it('takes ip when it is an address, else warns', () => {
    expect(parse('?ip=203.0.113.9').overrides.ip).toBe('203.0.113.9');
    expect(parse('?ip=2001:db8::1').overrides.ip).toBe('2001:db8::1');
    const bad = parse('?ip=%3Cscript%3E');
    expect(bad.overrides.ip).toBeUndefined();
    expect(bad.warnings).toEqual(['Ignoring ip="<script>": expected an IP address']);
  });

  it.each([
    ['1', true],
    ['true', true],
    ['on', true],
    // Letter case is free (the engine always took it so).
    ['TRUE', true],
    ['On', true],
    // Spec §2: "accepts 1, true or on" — not the debug parameter's yes, nor anything else.
    ['yes', false],
    ['debug', false],
    ['0', false],
    ['false', false],
    ['', false],
    [' 1', false],
    ['1x', false],
  ] as const)('verbose=%j: verbose %s', (value, verbose) => {
    expect(parse(`?verbose=${encodeURIComponent(value)}`).overrides.verbose).toBe(verbose);
  });

  it('verbose is off without the parameter, and does not change the log level by itself', () => {
    expect(parse('?debug=warn').overrides).toMatchObject({ verbose: false, logLevel: 'warn' });
    expect(parse('?verbose=1').overrides).toMatchObject({ verbose: true, logLevel: 'error' });
  });

  it.each([
    ['1', true, 'debug'],
    ['true', false, 'debug'],
    ['warn', false, 'warn'],
    ['off', false, 'silent'],
    ['nonsense', false, 'error'],
  ] as const)('debug=%s: ad tracing %s, log level %s', (value, adTracing, logLevel) => {
    expect(parse(`?debug=${value}`).overrides).toMatchObject({ adTracing, logLevel });
  });
});
