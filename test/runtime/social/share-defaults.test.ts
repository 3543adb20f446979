// @vitest-environment happy-dom
// The share post's default texts in the player's language (issue 19): spec §5's default mask and
// §7's e-mail subject, translated for every shipped language; a station's own masks win verbatim.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StationState } from '../../../runtime/stores/station';
import { buildStationState } from '../../../runtime/actions/station-state';
import { defaultEmbedConfig } from '../../../runtime/config/default-config';
import type { EmbedConfig } from '../../../runtime/config/embed-config';
import { CATALOGUES } from '../../../runtime/features/i18n/catalogues';
import en from '../../support/english';
import es from '../../../runtime/features/i18n/locales/es';
import { setWords } from '../../../runtime/features/i18n/words';
import { composeText, DEFAULT_MASK, defaultMask, type MaskValues } from '../../../runtime/features/social/compose';
import { share } from '../../../runtime/features/social/share';

const all: MaskValues = { media_song: 'One More Time', media_artist: 'Daft Punk', station: 'Radio 42', player_link: 'https://embed.example/42/' };
const placeholders: MaskValues = { media_song: '{{media_song}}', media_artist: '{{media_artist}}', station: '{{station}}', player_link: '{{player_link}}' };

/** Every combination of known and missing values: 16 cases. */
const combinations: MaskValues[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15].map((bits) => ({
  media_song: bits & 1 ? all.media_song : '',
  media_artist: bits & 2 ? all.media_artist : '',
  station: bits & 4 ? all.station : '',
  player_link: bits & 8 ? all.player_link : '',
}));

const others = async () => Promise.all(Object.entries(CATALOGUES).map(async ([code, load]) => [code, (await load()).default] as const));

afterEach(() => {
  setWords({});
});

describe('the default mask in every language', () => {
  it("English's parts, everything known, are the spec's default mask exactly", () => {
    expect(defaultMask(placeholders)).toBe(DEFAULT_MASK);
    expect(defaultMask(placeholders, en)).toBe(DEFAULT_MASK);
  });

  it('every language says every known value once, no placeholder left, no double space, a full stop at the end', async () => {
    for (const [code, messages] of [['en', en] as const, ...(await others())]) {
      for (const values of combinations) {
        const text = composeText('', values, messages);
        const what = `${code} ${JSON.stringify(values)}: ${text}`;
        for (const value of Object.values(values).filter(Boolean)) expect(text.split(value).length - 1, what).toBe(1);
        expect(text, what).not.toMatch(/[{}]|\s{2}|\s\.$/);
        expect(text.endsWith('.'), what).toBe(true);
      }
    }
  });

  it('is translated: no language posts the English sentence or subject', async () => {
    for (const [code, messages] of await others()) {
      expect(composeText('', all, messages), code).not.toBe(composeText('', all, en));
      expect(messages.postSubject, code).not.toBe(en.postSubject);
    }
  });

  it('Spanish, with parts missing', () => {
    expect(composeText('', all, es)).toBe('Escuchando ahora One More Time de Daft Punk en Radio 42 en https://embed.example/42/.');
    expect(composeText('', { ...all, media_artist: '' }, es)).toBe('Escuchando ahora One More Time en Radio 42 en https://embed.example/42/.');
    expect(composeText('', { ...all, media_song: '', media_artist: '' }, es)).toBe('Escuchando ahora Radio 42 en https://embed.example/42/.');
    expect(composeText('', { ...all, station: '', player_link: '' }, es)).toBe('Escuchando ahora One More Time de Daft Punk.');
  });

  it("a station's own mask wins verbatim, whatever the language", () => {
    expect(composeText('Listen to {{station}}!', all, es)).toBe('Listen to Radio 42!');
  });
});

describe('sharing from a player in Spanish', () => {
  let station: StationState | null = null;
  function useStation(edit: (config: EmbedConfig) => void = () => {}) {
    const config = defaultEmbedConfig(42);
    config.station = { ...config.station, title: 'Radio 42' };
    config.playerLink = 'https://embed.example/42/';
    config.ui.flower = [{ type: 'EMAIL' }, { type: 'TWITTER' }];
    edit(config);
    station = buildStationState(config, { autoplay: false, noSocial: false, showVolume: false, adTracing: false, logLevel: 'error' }, 42);
  }
  const track = { artist: 'Daft Punk', title: 'One More Time', cover: '' };
  const fakeWindow = () => ({ open: vi.fn((_url: string, _target: string, _features: string) => ({ opener: null as unknown })), screen: { width: 1920, height: 1080 }, navigate: vi.fn((_url: string) => {}) });

  it('the e-mail carries the Spanish subject and body', () => {
    setWords(es);
    useStation();
    const win = fakeWindow();
    share('EMAIL', station, track, win);
    const query = new URLSearchParams(win.navigate.mock.calls[0]![0].slice('mailto:?'.length));
    expect(query.get('subject')).toBe('Escucha esto');
    expect(query.get('body')).toBe('Escuchando ahora One More Time de Daft Punk en Radio 42 en https://embed.example/42/.');
  });

  it('the post on X carries the Spanish default text', () => {
    setWords(es);
    useStation();
    const win = fakeWindow();
    share('TWITTER', station, track, win);
    expect(new URL(win.open.mock.calls[0]![0]).searchParams.get('text')).toBe(
      'Escuchando ahora One More Time de Daft Punk en Radio 42 en https://embed.example/42/.',
    );
  });

  it("the station's own subject and body win verbatim", () => {
    setWords(es);
    useStation((c) => (c.social.email = { subjectMask: 'Now on {{station}}', bodyMask: 'Hear {{media_song}}' }));
    const win = fakeWindow();
    share('EMAIL', station, track, win);
    const query = new URLSearchParams(win.navigate.mock.calls[0]![0].slice('mailto:?'.length));
    expect([query.get('subject'), query.get('body')]).toEqual(['Now on Radio 42', 'Hear One More Time']);
  });
});
