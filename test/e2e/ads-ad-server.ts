// A stand-in ad gateway for the ads e2e tests, on 127.0.0.1: it answers
// `/getmediavast.php` with VAST XML (or nothing, slowly, an error), serves the creative and the
// companion image made by ffmpeg, and records every tracking pixel the player fires.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { EMPTY_VAST, vastXml } from '../runtime/ads/vast-fixture';
import { listenOnLoopback } from '../support/loopback';
import { makeTempDir, type TempDir } from '../support/temp-dir';

const run = promisify(execFile);

/** How the gateway answers the next ad requests. */
export type GatewayMode = 'ad' | 'empty' | 'slow' | 'error';

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
  /** A slow answer comes after this long (ms). */
  slowMs: number;
  /** Every `/getmediavast.php` request. */
  adRequests: AdRequest[];
  /** Every tracking pixel, by event name, in the order they arrived. */
  pixels: string[];
  /** Requests for the creative and the companion. */
  assets: string[];
  /** Requests for the banner page (`/banner.html`), with their query. */
  banners: URLSearchParams[];
  close(): Promise<void>;
}

const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** A 4 s MP3 creative (a 660 Hz tone) and a 300×250 companion PNG, made with ffmpeg. */
async function makeCreatives(dir: TempDir, seconds: number): Promise<void> {
  const ffmpeg = (...args: string[]) => run('/usr/bin/ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
  await ffmpeg('-f', 'lavfi', '-i', `sine=frequency=660:duration=${seconds}`, '-c:a', 'libmp3lame', '-b:a', '64k', join(dir.path, 'ad.mp3'));
  await ffmpeg('-f', 'lavfi', '-i', 'color=c=0xff8800:s=300x250', '-frames:v', '1', join(dir.path, 'companion.png'));
}

export async function startAdServer({ creativeSeconds = 4 } = {}): Promise<AdServer> {
  const dir = await makeTempDir('ads');
  await makeCreatives(dir, creativeSeconds);
  const pending = new Set<NodeJS.Timeout>();
  const state = { mode: 'ad' as GatewayMode, slowMs: 12_000 };
  const adRequests: AdRequest[] = [];
  const pixels: string[] = [];
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
      const xml = vastXml({ mediaUrl: `${base}/ad.mp3`, trackingBase: `${base}/track`, companionUrl: `${base}/companion.png`, durationS: creativeSeconds });
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
    get slowMs() {
      return state.slowMs;
    },
    set slowMs(ms: number) {
      state.slowMs = ms;
    },
    adRequests,
    pixels,
    assets,
    banners,
    async close() {
      for (const timer of pending) clearTimeout(timer);
      await listening.close();
      await dir.remove();
    },
  };
}
