// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UsPrivacyMode } from '../../../../runtime/features/privacy/public/mode';
import { createPlayerStores, type PlayerStores } from '../../../../runtime/player/player-stores';
import { Banner } from '../../../../runtime/features/ads/ui/Banner';

let root: HTMLElement;
/** The test's player stores (the banner reads its privacy ones). */
let stores: PlayerStores;
const banner = { url: 'https://banner.example/b.html?zone=7', frequency: 0, layout: '728x90' };

function resizeTo(width: number, height: number): void {
  Object.assign(window, { innerWidth: width, innerHeight: height });
  window.dispatchEvent(new Event('resize'));
}

beforeEach(() => {
  // Not in the document: happy-dom would try to load the iframes (there is no network here).
  root = document.createElement('div');
  resizeTo(900, 420);
  stores = createPlayerStores();
  stores.privacyStatus.set('resolved');
  stores.privacyStrings.set({ usPrivacy: '1---', gpp: '' });
  stores.usPrivacyMode.set(UsPrivacyMode.NOT_APPLICABLE);
});
afterEach(() => {
  render(null, root);
  vi.useRealTimers();
});

const frame = () => root.querySelector('iframe');

describe('Banner', () => {
  it('shows the banner page in a 728×90 iframe, with the privacy strings', async () => {
    await act(() => render(<Banner banner={banner} privacyEnabled={false} stores={stores} />, root));
    const src = new URL(frame()!.getAttribute('src')!);
    expect(src.origin + src.pathname).toBe('https://banner.example/b.html');
    expect(src.searchParams.get('zone')).toBe('7');
    expect(src.searchParams.get('us_privacy')).toBe('1---');
    expect([frame()!.getAttribute('width'), frame()!.getAttribute('height')]).toEqual(['728', '90']);
  });

  it('asks non-personalised banners for an opted-out listener', async () => {
    stores.privacyStrings.set({ usPrivacy: '1YYY', gpp: 'DBABLA~CVQVAAAAAACA' });
    stores.usPrivacyMode.set(UsPrivacyMode.APPLICABLE_OPTED_OUT);
    await act(() => render(<Banner banner={banner} privacyEnabled stores={stores} />, root));
    expect(new URL(frame()!.getAttribute('src')!).searchParams.get('npa')).toBe('1');
  });

  it('waits for the privacy strings before its first request', async () => {
    stores.privacyStatus.set('pending');
    await act(() => render(<Banner banner={banner} privacyEnabled stores={stores} />, root));
    expect(frame()).toBeNull();
    await act(() => stores.privacyStatus.set('resolved'));
    expect(frame()).not.toBeNull();
  });

  it('is left out where the player is narrower than the layout, and comes back when it widens', async () => {
    resizeTo(600, 420);
    await act(() => render(<Banner banner={banner} privacyEnabled={false} stores={stores} />, root));
    expect(frame()).toBeNull();
    await act(() => resizeTo(1000, 420));
    expect(frame()).not.toBeNull();
  });

  it('is left out where it would crowd out the controls', async () => {
    resizeTo(900, 150);
    await act(() => render(<Banner banner={banner} privacyEnabled={false} stores={stores} />, root));
    expect(frame()).toBeNull();
  });

  it('uses the configured layout', async () => {
    resizeTo(400, 400);
    await act(() => render(<Banner banner={{ ...banner, layout: '300x250' }} privacyEnabled={false} stores={stores} />, root));
    expect([frame()!.getAttribute('width'), frame()!.getAttribute('height')]).toEqual(['300', '250']);
  });

  it('reloads every `frequency` seconds', async () => {
    vi.useFakeTimers();
    await act(() => render(<Banner banner={{ ...banner, frequency: 30 }} privacyEnabled={false} stores={stores} />, root));
    const first = frame();
    await act(() => void vi.advanceTimersByTime(29_000));
    expect(frame()).toBe(first);
    await act(() => void vi.advanceTimersByTime(1_000));
    expect(frame()).not.toBe(first);
    expect(frame()!.getAttribute('src')).toBe(first!.getAttribute('src'));
  });

  it('never reloads with frequency 0', async () => {
    vi.useFakeTimers();
    await act(() => render(<Banner banner={banner} privacyEnabled={false} stores={stores} />, root));
    const first = frame();
    await act(() => void vi.advanceTimersByTime(600_000));
    expect(frame()).toBe(first);
  });
});
