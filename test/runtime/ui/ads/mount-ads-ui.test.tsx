// @vitest-environment happy-dom
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { atom } from 'nanostores';
import type { AdBreakState } from '../../../../runtime/features/ads/ad-state';
import { createPlayerStores, type PlayerStores } from '../../../../runtime/player/player-stores';
import { mountAdsUi } from '../../../../runtime/features/ads/ui/mount-ads-ui';

// The ads' stylesheet as the build hands it over (vitest's own `?inline` CSS is ''): minified
// text whose sha256 the page's CSP allows, so it must be inserted exactly as it is.
const ADS_CSS = vi.hoisted(() => '.re-ad-banner{height:var(--re-banner-h)}');
vi.mock('../../../../runtime/features/ads/ui/ads.css?inline', () => ({ default: ADS_CSS }));

const ads = (bannerUrl: string, layout = '728x90') => ({
  gateway: { url: 'https://gw.example', proxy: '' },
  banner: { url: bannerUrl, frequency: 0, layout },
});

let doc: Document;

/** The player's stores and its ad breaks' state, as the ads body hands them to the UI. */
let stores: PlayerStores & { adBreak: ReturnType<typeof atom<AdBreakState | null>> };
beforeEach(() => {
  stores = { ...createPlayerStores(), adBreak: atom<AdBreakState | null>(null) };
  // Too narrow for the 728 px banner: its iframe (Banner.test.tsx) would make happy-dom try to load it.
  Object.assign(window, { innerWidth: 600, innerHeight: 420 });
  stores.privacyStatus.set('resolved');
  doc = document.implementation.createHTMLDocument('player');
  doc.body.innerHTML =
    '<div id="app"><main class="re-player"><div class="re-broadcast"></div><audio></audio><div class="re-controls"></div><div class="re-extras"></div></main></div>';
});
const names = (parent: Element) => [...parent.children].map((el) => el.className || el.tagName.toLowerCase());
const order = () => names(doc.querySelector('.re-player')!);
const bannerHeight = () => doc.getElementById('app')!.style.getPropertyValue('--re-banner-h');

describe('mountAdsUi', () => {
  it('puts the ad slots into the player and the banner below it; the teardown takes them away', async () => {
    let unmount = () => {};
    await act(() => {
      unmount = mountAdsUi(ads('https://banner.example/b.html'), doc, stores);
    });
    expect(order()).toEqual(['re-broadcast', 'audio', 're-ads', 're-controls', 're-extras']);
    expect(names(doc.getElementById('app')!)).toEqual(['re-player', 're-ad-banner-host']);
    expect(doc.head.querySelector('style')!.textContent).toBe(ADS_CSS);
    // The layout's height reaches the stylesheet as a custom property, not as text in it.
    expect(bannerHeight()).toBe('90px');

    await act(() => unmount());
    expect(order()).toEqual(['re-broadcast', 'audio', 're-controls', 're-extras']);
    expect(names(doc.getElementById('app')!)).toEqual(['re-player']);
    expect(doc.head.querySelector('style')).toBeNull();
    expect(bannerHeight()).toBe('');
  });

  it("gives the stylesheet the banner layout's height", async () => {
    let unmount = () => {};
    await act(() => {
      unmount = mountAdsUi(ads('https://banner.example/b.html', '468x60'), doc, stores);
    });
    expect(bannerHeight()).toBe('60px');
    await act(() => unmount());
  });

  it('shows the companion of an ad break in the slot', async () => {
    let unmount = () => {};
    await act(() => {
      unmount = mountAdsUi(ads(''), doc, stores);
    });
    expect(doc.querySelector('.re-ad-banner-host')).toBeNull();
    expect(bannerHeight()).toBe('');
    await act(() =>
      stores.adBreak.set({ source: 'stream', companion: { kind: 'image', src: 'https://ads.example/c.png', width: 300, height: 250, clickThrough: '' } }),
    );
    expect(doc.querySelector('.re-ads .re-companion img')!.getAttribute('src')).toBe('https://ads.example/c.png');
    await act(() => stores.adBreak.set(null));
    expect(doc.querySelector('.re-companion')).toBeNull();
    unmount();
  });
});
