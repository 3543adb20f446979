// A VIDEO pre-roll end to end (issue 8), in Chromium and Firefox ESR: a station built by the real
// CLI with an ad gateway; the local gateway answers VAST whose only MediaFile is an ffmpeg-made
// WebM (VP8 + Opus, 640×360, one colour) and records the tracking pixels; the stream is a real
// Icecast mount. The listener sees the video in the player, then hears the stream; a video that
// cannot load or be decoded costs them nothing but a VAST error pixel.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readMedia, waitForPlayback } from '../support/media';
import { serveStation, type ServedStation } from '../support/served-station';
import { waitFor } from '../support/wait-for';
import { averageColour, sameColour } from './ads-average-colour';
import { VIDEO_COLOUR, type CreativeKind } from './ads-ad-server';
import { openAdsPage, type AdsPage, type Box, type BrowserName } from './ads-browser';
import { startAdsWorld, type AdsWorld } from './ads-world';

const STREAM = 'audio.re-media';
const AD_VIDEO = '.re-ad-video video';
const PLAY = 'button[aria-label="Play"]';
const TRACKING = ['impression', 'start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete'];

/** What the listener sees of the ad video, read in the page. */
interface AdVideoView {
  /** Its box in the viewport. */
  box: Box;
  /** Shown (not `hidden`, not `display: none`, not transparent) and not covered at its centre. */
  visible: boolean;
  onTop: boolean;
  currentTime: number;
  paused: boolean;
  muted: boolean;
  currentSrc: string;
  videoWidth: number;
  videoHeight: number;
  /** The "Advertisement · 0:03" line, or null. */
  label: string | null;
}

const READ_AD_VIDEO = `(() => {
  const video = document.querySelector(${JSON.stringify(AD_VIDEO)});
  if (!video) return null;
  const rect = video.getBoundingClientRect();
  const atCentre = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
  return {
    box: { x: rect.x, y: rect.y, width: rect.width, height: rect.height },
    visible: video.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && rect.width > 0 && rect.height > 0,
    onTop: atCentre === video,
    currentTime: video.currentTime, paused: video.paused, muted: video.muted, currentSrc: video.currentSrc,
    videoWidth: video.videoWidth, videoHeight: video.videoHeight,
    label: document.querySelector('.re-ad')?.textContent ?? null,
  };
})()`;

const COUNT_VIDEOS = `document.querySelectorAll('video').length`;

/**
 * Notes, in the page, when a media element in it fires these (they do not bubble: caught while
 * capturing). In-page order is exact; the order in which two browsers report requests is not
 * (Firefox's image loads start a moment after `src` is set, so a pixel may come after the stream).
 */
const WATCH_MEDIA = `window.mediaTimeline = [];
  for (const type of ['loadstart', 'ended']) document.addEventListener(type, (event) =>
    mediaTimeline.push(event.target.tagName.toLowerCase() + ' ' + type), true);`;

let world: AdsWorld;
let station: ServedStation;

beforeAll(async () => {
  world = await startAdsWorld({ video: true, creativeSeconds: 3 });
  station = await serveStation({
    station: { sid: 9811, title: 'Video Ads FM' },
    data: { audioHtml: world.mp3.url },
    ads: { gateway: { url: world.ads.gatewayUrl } },
  });
});

afterAll(async () => {
  await station?.close();
  await world?.close();
});

describe.each<BrowserName>(['chromium', 'firefox'])('video pre-roll in %s', (browserName) => {
  let page: AdsPage | undefined;

  afterEach(async () => {
    await page?.close();
    page = undefined;
    world.ads.reset();
  });

  /**
   * A fresh browser on the station with the gateway answering `creative`; Play clicked. `asked`:
   * whether the page has requested the creative and the stream.
   */
  async function pressPlay(creative: CreativeKind) {
    world.ads.creative = creative;
    page = await openAdsPage(browserName);
    const asked: string[] = [];
    const times = { clickedAt: 0, streamAt: 0 };
    page.onRequest((url) => {
      if (url.startsWith(world.mp3.url)) {
        times.streamAt ||= Date.now();
        asked.push('stream');
      } else if (url.endsWith('.webm')) asked.push('creative');
    });
    await page.goto(station.url());
    await waitFor(() => page!.evaluate(`!!document.querySelector('${PLAY}')`), { what: 'the Play button' });
    await page.evaluate(WATCH_MEDIA);
    times.clickedAt = Date.now();
    await page.click(PLAY);
    /** How long after the click the stream was asked for. */
    const streamAfterMs = () => (times.streamAt ? times.streamAt - times.clickedAt : Infinity);
    return { page, asked, streamAfterMs };
  }

  const readAdVideo = async () => (await page!.evaluate(READ_AD_VIDEO)) as AdVideoView | null;

  const streamPlays = () =>
    waitForPlayback(page!, { selector: STREAM, seconds: 1, timeoutMs: 20_000 }).then((stream) => {
      expect(stream.currentSrc.startsWith(world.mp3.url)).toBe(true);
      return stream;
    });

  /** The VAST `<Error>` pixels' codes, in order. */
  const errorCodes = () => world.ads.tracking.filter(({ event }) => event === 'error').map(({ query }) => query.get('code'));

  it('shows the video in the player while it plays, fires its tracking, then plays the stream', async () => {
    const { asked } = await pressPlay('video');

    // The video plays where the album art was: shown, on top, moving, with the ad's label.
    const playing = await waitFor(
      async () => {
        const view = await readAdVideo();
        return view?.visible && view.currentTime > 0.5 && !view.paused ? view : undefined;
      },
      { timeoutMs: 15_000, what: 'the ad video to play on screen' },
    );
    // The stream waits for the ad: checked while it plays (the 4 s ad may be over by the end of
    // the checks below on a busy machine).
    expect(asked).not.toContain('stream');
    expect(await world.icecast.listeners(world.mp3.mount)).toBe(0);
    expect(playing.onTop).toBe(true);
    expect(playing.currentSrc).toBe(`${world.ads.url}/ad.webm`);
    expect(playing.muted).toBe(false);
    expect([playing.videoWidth, playing.videoHeight]).toEqual([640, 360]);
    expect(playing.box.width).toBeGreaterThanOrEqual(200);
    expect(playing.box.width / playing.box.height).toBeCloseTo(16 / 9, 1);
    expect(playing.label).toMatch(/^Advertisement · 0:0[1-3]$/);
    // Its frames reach the screen: the middle of the box is the creative's colour, not black.
    const { x, y, width, height } = playing.box;
    const middle = { x: Math.round(x + width / 4), y: Math.round(y + height / 4), width: Math.round(width / 2), height: Math.round(height / 2) };
    expect(sameColour(await averageColour(await page!.screenshot(middle)), VIDEO_COLOUR)).toBe(true);
    // The VAST's companion is not put under the video, where nobody would see it.
    expect(await page!.evaluate(`document.querySelectorAll('.re-companion').length`)).toBe(0);

    await waitFor(() => world.ads.pixels.includes('complete'), { timeoutMs: 15_000, what: 'the complete pixel' });
    expect(world.ads.pixels.filter((pixel) => TRACKING.includes(pixel))).toEqual(TRACKING);
    expect(errorCodes()).toEqual([]);
    expect(world.ads.pixels).not.toContain('companionView');

    const stream = await streamPlays();
    expect(stream.muted).toBe(false);
    // The stream began loading only once the ad had ended, and the video has left the page.
    const timeline = (await page!.evaluate('mediaTimeline')) as string[];
    expect(timeline.indexOf('video ended')).toBeGreaterThan(timeline.indexOf('video loadstart'));
    expect(timeline.indexOf('audio loadstart')).toBeGreaterThan(timeline.indexOf('video ended'));
    expect(await page!.evaluate(COUNT_VIDEOS)).toBe(0);
    expect(await page!.evaluate(`document.querySelector('.re-ad')?.textContent ?? null`)).toBeNull();
    expect(await world.icecast.listeners(world.mp3.mount)).toBeGreaterThan(0);
    expect(page!.pageErrors).toEqual([]);
  });

  // VAST 401 "file not found", 405 "found, but cannot be displayed". Chromium hides from the page
  // whether any of a cross-origin creative (no CORS) arrived before it failed (no `progress`, no
  // message), so there a file it cannot decode is reported as one it could not find.
  it.each<{ creative: CreativeKind; what: string; code: Record<BrowserName, number> }>([
    { creative: 'video-missing', what: 'answers 404', code: { chromium: 401, firefox: 401 } },
    { creative: 'video-corrupt', what: 'cannot be decoded', code: { chromium: 401, firefox: 405 } },
  ])('a video creative that $what: the VAST error pixel, and the stream plays at once', async ({ creative, code }) => {
    const { asked, streamAfterMs } = await pressPlay(creative);
    await waitFor(() => streamAfterMs() <= 3_000, { timeoutMs: 4_000, what: 'the stream request within 3 s of Play' });
    await waitFor(() => errorCodes().length > 0, { what: 'the VAST error pixel' });
    expect(errorCodes()).toEqual([String(code[browserName])]);
    // The browser did try the creative; nothing of the ad counted or showed.
    expect(world.ads.assets).toContain(`/${creative.slice('video-'.length)}.webm`);
    expect(asked).toContain('creative');
    expect(world.ads.pixels.filter((pixel) => TRACKING.includes(pixel))).toEqual([]);

    await streamPlays();
    expect(await readMedia(page!, AD_VIDEO)).toBeNull();
    expect(await page!.evaluate(`document.querySelector('.re-ad')?.textContent ?? null`)).toBeNull();
    expect(page!.pageErrors).toEqual([]);
  });
});
