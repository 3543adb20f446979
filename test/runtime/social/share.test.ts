// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildStationState } from '../../../runtime/actions/station-state';
import { defaultEmbedConfig } from '../../../runtime/config/default-config';
import type { EmbedConfig } from '../../../runtime/config/embed-config';
import { setLogLevel } from '../../../runtime/lib/logger';
import type { ShareTarget } from '../../../runtime/features/social/features';
import { SHARE_EVENT, share as shareWith, type ShareOutcome } from '../../../runtime/features/social/share';
import type { ShareWindow } from '../../../runtime/features/social/share-targets';
import { createPlayerStores, type PlayerStores } from '../../../runtime/player/player-stores';

function useStation(edit: (config: EmbedConfig) => void = () => {}) {
  const config = defaultEmbedConfig(42);
  config.station = { ...config.station, title: 'Radio 42', logo: 'https://radio42.example/logo.png', logoLink: 'https://radio42.example' };
  config.data = { stream_id: 2224, enrichment: '', withCredentials: false, audioHtml: 'https://s.example/live.mp3' };
  config.playerLink = 'https://embed.example/42/';
  config.ui.flower = [{ type: 'VOLUME' }, { type: 'FACEBOOK' }, { type: 'EMAIL' }, { type: 'TWITTER' }];
  config.social.facebook.appId = '1234567890';
  edit(config);
  stores.station.set(buildStationState(config, { autoplay: false, noSocial: false, showVolume: false, adTracing: false, logLevel: 'error' }, 42));
}

function fakeWindow({ blocked = false, throws = false } = {}) {
  const popup = { opener: 'player' as unknown };
  const win = {
    open: vi.fn((_url: string, _target: string, _features: string) => {
      if (throws) throw new Error('SecurityError');
      return blocked ? null : popup;
    }),
    screen: { width: 1920, height: 1080 },
    navigate: vi.fn((_url: string) => {}),
  } satisfies ShareWindow;
  const openedUrl = () => new URL(win.open.mock.calls[0]![0] as string);
  return { win, popup, openedUrl };
}

/** Shares as the overlay does: the station and the track of the moment. */
const share = (target: ShareTarget, win: ShareWindow) => shareWith(target, stores.station.get(), stores.track.get(), win);

/** The test's player stores (a fresh set each test). */
let stores: PlayerStores;
let events: ShareOutcome[] = [];
const onShare = (event: Event) => events.push((event as CustomEvent<ShareOutcome>).detail);
let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  stores = createPlayerStores();
  events = [];
  addEventListener(SHARE_EVENT, onShare);
  setLogLevel('warn');
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  stores.track.set({ artist: 'Daft Punk', title: 'One More Time', cover: 'https://i.example/omt.jpg' });
});
afterEach(() => {
  removeEventListener(SHARE_EVENT, onShare);
  stores.station.set(null);
  setLogLevel('error');
  vi.restoreAllMocks();
});

const DEFAULT_TEXT = 'Currently listening to One More Time by Daft Punk on Radio 42 at https://embed.example/42/.';

describe('share: Twitter', () => {
  it("opens the intent URL with the default text in a popup and dispatches the success", () => {
    useStation();
    const { win, popup, openedUrl } = fakeWindow();
    expect(share('TWITTER', win)).toEqual({ target: 'TWITTER', ok: true });
    expect(openedUrl().origin + openedUrl().pathname).toBe('https://twitter.com/intent/tweet');
    expect(openedUrl().searchParams.get('text')).toBe(DEFAULT_TEXT);
    expect(win.open.mock.calls[0]![2]).toBe('popup,width=450,height=550,left=735,top=265');
    expect(popup.opener).toBeNull();
    expect(events).toEqual([{ target: 'TWITTER', ok: true }]);
    expect(warn).not.toHaveBeenCalled();
  });

  it("uses the station's Twitter mask", () => {
    useStation((c) => (c.social.twitter.postMask = '{{media_artist}} on {{station}} {{player_link}}'));
    const { win, openedUrl } = fakeWindow();
    share('TWITTER', win);
    expect(openedUrl().searchParams.get('text')).toBe('Daft Punk on Radio 42 https://embed.example/42/');
  });

  it("fails with 'Unable to post. Post text is empty.' when the mask leaves nothing", () => {
    useStation((c) => (c.social.twitter.postMask = '{{media_song}}'));
    stores.track.set({ artist: '', title: '', cover: '' });
    const { win } = fakeWindow();
    expect(share('TWITTER', win)).toEqual({ target: 'TWITTER', ok: false, error: 'Unable to post. Post text is empty.' });
    expect(win.open).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('[radio-embed]', 'Unable to post. Post text is empty.');
  });

  it("fails with 'Failed to open popup.' when the browser blocks it, or throws", () => {
    useStation();
    expect(share('TWITTER', fakeWindow({ blocked: true }).win).error).toBe('Failed to open popup.');
    expect(share('TWITTER', fakeWindow({ throws: true }).win).error).toBe('Failed to open popup.');
    expect(events.map((e) => e.error)).toEqual(['Failed to open popup.', 'Failed to open popup.']);
  });
});

describe('share: Email', () => {
  it("navigates to a mailto: link with the default subject 'Take a listen' and the default body", () => {
    useStation();
    const { win } = fakeWindow();
    expect(share('EMAIL', win).ok).toBe(true);
    const mailto = win.navigate.mock.calls[0]![0] as string;
    expect(mailto.startsWith('mailto:?')).toBe(true);
    const query = new URLSearchParams(mailto.slice('mailto:?'.length));
    expect(query.get('subject')).toBe('Take a listen');
    expect(query.get('body')).toBe(DEFAULT_TEXT);
    // Spaces as %20, not "+": mail clients do not decode "+" in mailto links.
    expect(mailto).toContain('subject=Take%20a%20listen');
  });

  it("uses the station's subject and body masks", () => {
    useStation((c) => (c.social.email = { subjectMask: '{{station}} is on', bodyMask: 'Hear {{media_song}}: {{player_link}}' }));
    const { win } = fakeWindow();
    share('EMAIL', win);
    const query = new URLSearchParams((win.navigate.mock.calls[0]![0] as string).slice(8));
    expect(query.get('subject')).toBe('Radio 42 is on');
    expect(query.get('body')).toBe('Hear One More Time: https://embed.example/42/');
  });

  it("falls back to 'Take a listen' when the subject mask leaves nothing", () => {
    useStation((c) => (c.social.email.subjectMask = '{{media_artist}}'));
    stores.track.set({ artist: '', title: 'Song', cover: '' });
    const { win } = fakeWindow();
    share('EMAIL', win);
    expect(new URLSearchParams((win.navigate.mock.calls[0]![0] as string).slice(8)).get('subject')).toBe('Take a listen');
  });

  it("fails with 'Unable to post. Email body is empty.'", () => {
    useStation((c) => (c.social.email.bodyMask = '{{media_artist}}'));
    stores.track.set({ artist: '', title: '', cover: '' });
    const { win } = fakeWindow();
    expect(share('EMAIL', win).error).toBe('Unable to post. Email body is empty.');
    expect(win.navigate).not.toHaveBeenCalled();
  });
});

describe('share: Facebook', () => {
  it('opens the feed dialog with app id, title, link, name, caption, description and picture (spec §7)', () => {
    useStation((c) => (c.social.facebook.postMask = 'On air: {{media_song}}'));
    const { win, openedUrl } = fakeWindow();
    expect(share('FACEBOOK', win).ok).toBe(true);
    const url = openedUrl();
    expect(url.origin + url.pathname).toBe('https://www.facebook.com/dialog/feed');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      app_id: '1234567890',
      display: 'popup',
      title: 'Radio 42',
      link: 'https://embed.example/42/',
      name: 'Radio 42',
      caption: 'One More Time - Daft Punk',
      description: 'On air: One More Time',
      picture: 'https://i.example/omt.jpg',
    });
  });

  it("prefers the station's Facebook logo as the picture, and the website as the link without a player link", () => {
    useStation((c) => {
      c.social.facebook.logo = 'https://radio42.example/fb.png';
      c.playerLink = '';
    });
    const { win, openedUrl } = fakeWindow();
    share('FACEBOOK', win);
    expect(openedUrl().searchParams.get('picture')).toBe('https://radio42.example/fb.png');
    expect(openedUrl().searchParams.get('link')).toBe('https://radio42.example');
  });

  it("fails with 'Facebook module not initialized.' without an app id", () => {
    useStation((c) => (c.social.facebook.appId = ''));
    const { win } = fakeWindow();
    expect(share('FACEBOOK', win).error).toBe('Facebook module not initialized.');
    expect(win.open).not.toHaveBeenCalled();
  });

  it("fails with 'Unable to post. Post text is empty.' and 'Failed to open popup.'", () => {
    useStation((c) => (c.social.facebook.postMask = '{{media_artist}}'));
    stores.track.set({ artist: '', title: 'x', cover: '' });
    expect(share('FACEBOOK', fakeWindow().win).error).toBe('Unable to post. Post text is empty.');
    stores.track.set({ artist: 'A', title: 'x', cover: '' });
    expect(share('FACEBOOK', fakeWindow({ blocked: true }).win).error).toBe('Failed to open popup.');
  });

  it("fails with 'Failed to post via Facebook module.' when opening throws", () => {
    useStation();
    expect(share('FACEBOOK', fakeWindow({ throws: true }).win)).toEqual({
      target: 'FACEBOOK',
      ok: false,
      error: 'Failed to post via Facebook module.',
    });
  });
});

describe('share: a target the station did not enable', () => {
  it("fails with 'Social feature is not enabled for station.', logged and dispatched, nothing opened", () => {
    useStation((c) => (c.ui.flower = [{ type: 'EMAIL' }]));
    const { win } = fakeWindow();
    expect(share('TWITTER', win)).toEqual({ target: 'TWITTER', ok: false, error: 'Social feature is not enabled for station.' });
    expect(share('FACEBOOK', win).error).toBe('Social feature is not enabled for station.');
    expect(win.open).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('[radio-embed]', 'Social feature is not enabled for station.');
    expect(events).toHaveLength(2);
  });

  it('fails the same way without station data', () => {
    const { win } = fakeWindow();
    expect(share('EMAIL', win).error).toBe('Social feature is not enabled for station.');
    expect(win.navigate).not.toHaveBeenCalled();
  });
});
