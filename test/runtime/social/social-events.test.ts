// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultEmbedConfig } from '../../../runtime/config/default-config';
import { buildStationState } from '../../../runtime/actions/station-state';
import type { ShareTarget } from '../../../runtime/features/social/features';
import { share } from '../../../runtime/features/social/share';
import type { ShareWindow } from '../../../runtime/features/social/share-targets';

// Spec §3 "social post success and failure events for Facebook and Twitter", beside the one
// `radio-embed:share` event every share dispatches.
const NAMES = ['FACEBOOK_POST_SUCCESS', 'FACEBOOK_POST_FAILURE', 'TWITTER_POST_SUCCESS', 'TWITTER_POST_FAILURE'];
let heard: { name: string; detail: unknown }[] = [];
const listeners = NAMES.map((name) => [`radio-embed:${name}`, (event: Event) => heard.push({ name, detail: (event as CustomEvent).detail })] as const);

function station(appId = '1234567890') {
  const config = defaultEmbedConfig(42);
  config.station = { ...config.station, title: 'Radio 42' };
  config.playerLink = 'https://embed.example/42/';
  config.ui.flower = [{ type: 'FACEBOOK' }, { type: 'TWITTER' }, { type: 'EMAIL' }];
  config.social.facebook.appId = appId;
  return buildStationState(config, { autoplay: false, noSocial: false, showVolume: false, adTracing: false, logLevel: 'error' }, 42);
}

const win = (blocked: boolean): ShareWindow => ({
  open: () => (blocked ? null : { opener: null }),
  screen: { width: 1920, height: 1080 },
  navigate: () => {},
});
const track = { artist: 'Daft Punk', title: 'One More Time', cover: '' };

beforeEach(() => {
  heard = [];
  for (const [type, listener] of listeners) addEventListener(type, listener);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  for (const [type, listener] of listeners) removeEventListener(type, listener);
  vi.restoreAllMocks();
});

describe('social post events (spec §3)', () => {
  it.each<[ShareTarget, boolean, string]>([
    ['FACEBOOK', false, 'FACEBOOK_POST_SUCCESS'],
    ['FACEBOOK', true, 'FACEBOOK_POST_FAILURE'],
    ['TWITTER', false, 'TWITTER_POST_SUCCESS'],
    ['TWITTER', true, 'TWITTER_POST_FAILURE'],
  ])('a %s share (popup blocked: %s) dispatches %s with the outcome', (target, blocked, name) => {
    const outcome = share(target, station(), track, win(blocked));
    expect(heard).toEqual([{ name, detail: outcome }]);
  });

  it('a Facebook share without an app id is a failure', () => {
    share('FACEBOOK', station(''), track, win(false));
    expect(heard.map((event) => event.name)).toEqual(['FACEBOOK_POST_FAILURE']);
  });

  it('e-mail has no social post event (the spec names none)', () => {
    share('EMAIL', station(), track, win(false));
    expect(heard).toEqual([]);
  });
});
