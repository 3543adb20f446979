import { createServer } from 'node:http';
import type { StationFile } from './build-station';
import { CALIFORNIA, startGeoServer, type GeoServer } from './geo-server';
import { listenOnLoopback, type Listening } from './loopback';
import { startMp3FileStream, type Mp3FileStream } from './mp3-file-stream';
import { serveStations, type ServedStation } from './served-station';

export type Scheme = 'Dark' | 'Light';
export type StationKind = 'normal' | 'privacy';

/** The listener address the privacy pages pass as `?ip=`: the geo service places it in California. */
export const CALIFORNIAN_IP = '1.1.1.1';

/** A track long enough to be cut in small frames: the tooltip must carry it whole. */
export const LONG_TRACK = { title: 'A Rather Long Song Title (Extended Club Mix)', artist: 'The Artist With The Longest Name' };

/**
 * Everything the frame matrix plays against: a real MP3 served over HTTP (the stream), a
 * now-playing service answering a long track, a geo service placing every listener in
 * California, and four stations built by the real CLI: normal and privacy, Dark and Light.
 */
export interface FrameWorld {
  stream: Mp3FileStream;
  /** The page of a station kind in a scheme; the privacy pages carry `?ip=` for the geo lookup. */
  url(kind: StationKind, scheme: Scheme): string;
  close(): Promise<void>;
}

async function startNowPlaying(): Promise<Listening> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*', 'cache-control': 'no-store' });
    res.end(JSON.stringify({ items: [LONG_TRACK] }));
  });
  return listenOnLoopback(server);
}

export async function startFrameWorld(): Promise<FrameWorld> {
  const closers: (() => Promise<void>)[] = [];
  const close = async () => {
    for (const stop of closers.reverse()) await stop().catch(() => {});
  };
  try {
    const stream = await startMp3FileStream({ frequency: 440, seconds: 600 });
    closers.push(() => stream.close());
    const nowPlaying = await startNowPlaying();
    closers.push(() => nowPlaying.close());
    // Every listener in California, not only `?ip=` ones: a privacy station framed by the
    // loader (test/support/loader-fit.ts) has no `?ip=` to pass.
    const geo: GeoServer = await startGeoServer({ body: { ...CALIFORNIA, ip: CALIFORNIAN_IP } });
    closers.push(() => geo.close());
    geo.reply(CALIFORNIAN_IP, { body: { ...CALIFORNIA, ip: CALIFORNIAN_IP } });

    const station = (sid: number, kind: StationKind, scheme: Scheme): StationFile => ({
      station: { sid, title: kind === 'privacy' ? 'Frame Matrix Privacy Radio 101.5 FM' : 'Frame Matrix FM', logoLink: 'https://frame-matrix.example' },
      data: { audioHtml: stream.url },
      metadata: { source: 'nowplaying', url: `${nowPlaying.url}/nowplaying`, intervalMs: 60_000 },
      ui: { scheme, flower: [{ type: 'Volume' }, { type: 'Facebook' }, { type: 'Email' }, { type: 'Twitter' }] },
      social: { facebook: { appId: '1234567890' } },
      privacy: kind === 'privacy' ? { enabled: true, regions: ['CA'] } : { enabled: false },
      services: { geo: { url: geo.url } },
    });
    const config = { publicUrl: 'https://embed.frame-matrix.example' };
    const cells = (['normal', 'privacy'] as const).flatMap((kind) => (['Dark', 'Light'] as const).map((scheme) => ({ kind, scheme })));
    const stations = await serveStations(cells.map(({ kind, scheme }, index) => station(9601 + index, kind, scheme)), { config });
    const served = new Map<string, ServedStation>();
    for (const [index, { kind, scheme }] of cells.entries()) {
      const one = stations[index]!;
      closers.push(() => one.close());
      served.set(`${kind}-${scheme}`, one);
    }
    return {
      stream,
      url: (kind, scheme) => served.get(`${kind}-${scheme}`)!.url(kind === 'privacy' ? `?ip=${CALIFORNIAN_IP}` : ''),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
