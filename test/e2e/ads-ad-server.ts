// A stand-in ad gateway for the ads e2e tests, on 127.0.0.1: it answers
// `/getmediavast.php` with VAST XML (or nothing, slowly, an error), serves the creative and the
// companion image made by ffmpeg, and records every tracking pixel the player fires. With
// `video: true` it also has a video creative (WebM, VP8 + Opus) and a broken one (`creative`).
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { EMPTY_VAST, vastXml } from '../runtime/ads/vast-fixture';
import { listenOnLoopback } from '../support/loopback';
import { makeTempDir, type TempDir } from '../support/temp-dir';

const run = promisify(execFile);

/** How the gateway answers the next ad requests. */
export type GatewayMode = 'ad' | 'empty' | 'slow' | 'error';

/**
 * The MediaFile the VAST names: the MP3; the WebM video; a WebM URL that answers 404; a WebM URL
 * that answers bytes no browser can decode. The video ones need `startAdServer({ video: true })`.
 */
export type CreativeKind = 'audio' | 'video' | 'video-missing' | 'video-corrupt';

/** One tracking pixel as it arrived: its event (the path after `/track/`) and its query. */
export interface TrackingHit {
  event: string;
  query: URLSearchParams;
  at: number;
}

export interface AdRequest {
  path: string;
  query: URLSearchParams;
  at: number;
}

export interface AdServer {
  url: string;
  /** The gateway URL for the station file (`ads.gateway.url`). */
  gatewayUrl: string;
  mode: GatewayMode;
  /** Which creative the next VAST answers name ('audio' unless set). */
  creative: CreativeKind;
  /** A slow answer comes after this long (ms). */
  slowMs: number;
  /** Every `/getmediavast.php` request. */
  adRequests: AdRequest[];
  /** Every tracking pixel, by event name, in the order they arrived. */
  pixels: string[];
  /** The same pixels with their query (the VAST `<Error>` pixel's `code`) and arrival time. */
  tracking: TrackingHit[];
  /** Requests for the creative and the companion. */
  assets: string[];
  /** Requests for the banner page (`/banner.html`), with their query. */
  banners: URLSearchParams[];
  /** Between tests: the default answers again (an ad, the audio creative, 12 s when slow), nothing recorded. */
  reset(): void;
  close(): Promise<void>;
}

const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** The video creative's picture: one colour a test can find in a screenshot of the player. */
export const VIDEO_COLOUR = { r: 0xff, g: 0x00, b: 0xff };

/** What the VAST says and where the creative is, by kind. */
const CREATIVES: Record<CreativeKind, { path: string; type: string }> = {
  audio: { path: '/ad.mp3', type: 'audio/mpeg' },
  video: { path: '/ad.webm', type: 'video/webm' },
  'video-missing': { path: '/missing.webm', type: 'video/webm' },
  'video-corrupt': { path: '/corrupt.webm', type: 'video/webm' },
};

/** The Matroska Cluster element's ID: where a WebM's frames begin. */
const WEBM_CLUSTER = Buffer.from([0x1f, 0x43, 0xb6, 0x75]);

const ffmpeg = (...args: string[]) => run('/usr/bin/ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);

/** A 4 s MP3 creative (a 660 Hz tone) and a 300×250 companion PNG, made with ffmpeg. */
async function makeCreatives(dir: TempDir, seconds: number): Promise<void> {
  await ffmpeg('-f', 'lavfi', '-i', `sine=frequency=660:duration=${seconds}`, '-c:a', 'libmp3lame', '-b:a', '64k', join(dir.path, 'ad.mp3'));
  await ffmpeg('-f', 'lavfi', '-i', 'color=c=0xff8800:s=300x250', '-frames:v', '1', join(dir.path, 'companion.png'));
}

/**
 * The video creative: 640×360 (the spec's ad slot) of one colour with a 440 Hz tone, WebM with
 * VP8 and Opus — royalty-free codecs every current browser plays, Debian's Chromium and Firefox
 * ESR included. And a corrupt one: a WebM that no browser can decode.
 */
async function makeVideoCreatives(dir: TempDir, seconds: number): Promise<void> {
  const { r, g, b } = VIDEO_COLOUR;
  const colour = `0x${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  await ffmpeg(
    ...['-f', 'lavfi', '-i', `color=c=${colour}:s=640x360:r=25:d=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
    ...['-c:v', 'libvpx', '-b:v', '200k', '-deadline', 'realtime', '-cpu-used', '8', '-c:a', 'libopus', '-b:a', '48k', '-shortest'],
    join(dir.path, 'ad.webm'),
  );
  // The creative's headers (up to its first Cluster), then junk where the frames should be. Junk
  // alone would never reach a decoder: browsers block a cross-origin response that does not look
  // like media (Opaque Response Blocking), and the page sees it exactly like a 404.
  const webm = await readFile(join(dir.path, 'ad.webm'));
  const headers = webm.subarray(0, webm.indexOf(WEBM_CLUSTER));
  await writeFile(join(dir.path, 'corrupt.webm'), Buffer.concat([headers, Buffer.alloc(32 * 1024, 'not a video ')]));
}

export async function startAdServer({ creativeSeconds = 4, video = false } = {}): Promise<AdServer> {
  const dir = await makeTempDir('ads');
  await makeCreatives(dir, creativeSeconds);
  if (video) await makeVideoCreatives(dir, creativeSeconds);
  const pending = new Set<NodeJS.Timeout>();
  const defaults = { mode: 'ad' as GatewayMode, creative: 'audio' as CreativeKind, slowMs: 12_000 };
  const state = { ...defaults };
  const adRequests: AdRequest[] = [];
  const pixels: string[] = [];
  const tracking: TrackingHit[] = [];
  const assets: string[] = [];
  const banners: URLSearchParams[] = [];
  let base = '';

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', base);
    const send = (status: number, type: string, body: string | Buffer) => {
      if (response.destroyed) return;
      response.writeHead(status, { 'Content-Type': type, 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' });
      response.end(body);
    };
    if (url.pathname === '/getmediavast.php') {
      adRequests.push({ path: url.pathname, query: url.searchParams, at: Date.now() });
      const creative = CREATIVES[state.creative];
      const xml = vastXml({ mediaUrl: `${base}${creative.path}`, mediaType: creative.type, trackingBase: `${base}/track`, companionUrl: `${base}/companion.png`, durationS: creativeSeconds });
      if (state.mode === 'error') return send(500, 'text/plain', 'gateway error');
      if (state.mode === 'empty') return send(200, 'text/xml', EMPTY_VAST);
      if (state.mode === 'slow') {
        const timer = setTimeout(() => {
          pending.delete(timer);
          send(200, 'text/xml', xml);
        }, state.slowMs);
        pending.add(timer);
        return;
      }
      return send(200, 'text/xml', xml);
    }
    if (url.pathname.startsWith('/track/')) {
      pixels.push(url.pathname.slice('/track/'.length));
      tracking.push({ event: url.pathname.slice('/track/'.length), query: url.searchParams, at: Date.now() });
      return send(200, 'image/gif', GIF);
    }
    if (url.pathname === '/banner.html') {
      banners.push(url.searchParams);
      return send(200, 'text/html', '<!doctype html><body style="margin:0;background:#0a5;color:#fff;font:20px sans-serif">Banner</body>');
    }
    if (url.pathname === '/ad.mp3' || url.pathname === '/companion.png') {
      assets.push(url.pathname);
      const type = url.pathname.endsWith('.mp3') ? 'audio/mpeg' : 'image/png';
      return send(200, type, await readFile(join(dir.path, url.pathname.slice(1))));
    }
    if (url.pathname.endsWith('.webm')) {
      assets.push(url.pathname);
      if (!video || url.pathname === '/missing.webm') return send(404, 'text/plain', 'not found');
      return send(200, 'video/webm', await readFile(join(dir.path, url.pathname.slice(1))));
    }
    send(404, 'text/plain', 'not found');
  });
  const listening = await listenOnLoopback(server);
  base = listening.url;
  return {
    url: base,
    gatewayUrl: base,
    get mode() {
      return state.mode;
    },
    set mode(mode: GatewayMode) {
      state.mode = mode;
    },
    get creative() {
      return state.creative;
    },
    set creative(kind: CreativeKind) {
      state.creative = kind;
    },
    get slowMs() {
      return state.slowMs;
    },
    set slowMs(ms: number) {
      state.slowMs = ms;
    },
    adRequests,
    pixels,
    tracking,
    assets,
    banners,
    reset() {
      Object.assign(state, defaults);
      for (const recorded of [adRequests, pixels, tracking, assets, banners]) recorded.length = 0;
    },
    async close() {
      for (const timer of pending) clearTimeout(timer);
      await listening.close();
      await dir.remove();
    },
  };
}
