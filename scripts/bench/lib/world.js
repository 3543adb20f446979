// The streams and pages the streaming benchmarks play: Icecast MP3 and AAC, ffmpeg's live HLS on a
// loopback server, stations built by the real CLI, and bare pages (just <audio>, or <audio> with
// hls.js already loaded) to compare against.
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));

const BARE_AUDIO = `<!doctype html><meta charset="utf-8"><title>bare</title>
<audio></audio><button type="button">Play</button>
<script>
  document.querySelector('button').onclick = () => {
    const audio = document.querySelector('audio');
    audio.src = new URLSearchParams(location.search).get('src');
    audio.play();
  };
</script>`;

// hls.js as a page that needs it would have it: loaded with the page, before the click. With
// \`config\` (JSON), hls.js runs with it: the soak's control runs the player's own HLS_CONFIG.
const BARE_HLS = `<!doctype html><meta charset="utf-8"><title>bare hls.js</title>
<audio></audio><button type="button" disabled>Play</button>
<script type="module">
  import Hls from './hls.light.min.mjs';
  const button = document.querySelector('button');
  const query = new URLSearchParams(location.search);
  button.onclick = () => {
    const hls = new Hls(JSON.parse(query.get('config') || '{}'));
    hls.loadSource(query.get('src'));
    hls.attachMedia(document.querySelector('audio'));
    document.querySelector('audio').play();
  };
  button.disabled = false;
</script>`;

/**
 * Starts everything; `close()` stops it all. `hlsSegmentSeconds` adds, per value, an HLS stream
 * cut into segments of that length and three stations on it (`pages.hlsBySegment[seconds]`:
 * `player` with the default `data.hlsPlayer` ("auto"), `playerHlsJs` ("hls.js") and
 * `playerNative` ("native")), and `bareHlsJs`: a bare hls.js page with the player's HLS_CONFIG.
 */
export async function startWorld(support, { hls: withHls = true, hlsSegmentSeconds = [] } = {}) {
  const stopping = [];
  const close = async () => {
    for (const stop of stopping.reverse()) await stop().catch(() => {});
  };
  try {
    const icecast = await support.startIcecast();
    stopping.push(() => icecast.stop());
    const mp3 = await support.startIcecastSource(icecast, { format: 'mp3' });
    stopping.push(() => mp3.stop());
    const aac = await support.startIcecastSource(icecast, { format: 'aac' });
    stopping.push(() => aac.stop());
    // A live HLS stream on its own loopback server; its playlist URL.
    const serveHls = async (options) => {
      const hls = await support.startHlsSource(options);
      stopping.push(() => hls.close());
      const hlsServer = await support.startStaticServer(hls.dir);
      stopping.push(() => hlsServer.close());
      return `${hlsServer.url}/${hls.playlistName}`;
    };
    const hlsUrl = withHls ? await serveHls() : undefined;
    const bareDir = mkdtempSync(join(root, '.tmp', 'bench-bare-'));
    stopping.push(async () => rmSync(bareDir, { recursive: true, force: true }));
    writeFileSync(join(bareDir, 'bare.html'), BARE_AUDIO);
    writeFileSync(join(bareDir, 'bare-hls.html'), BARE_HLS);
    copyFileSync(join(root, 'node_modules/hls.js/dist/hls.light.min.mjs'), join(bareDir, 'hls.light.min.mjs'));
    const bare = await support.startStaticServer(bareDir);
    stopping.push(() => bare.close());

    const station = async (sid, data) => {
      const build = await support.buildStation({ station: { sid, title: `Bench ${sid}` }, data });
      stopping.push(() => build.remove());
      const server = await support.startStaticServer(build.distDir);
      stopping.push(() => server.close());
      return `${server.url}/${sid}/`;
    };
    const pages = {
      mp3: { player: await station(9501, { audioHtml: mp3.url }), bare: `${bare.url}/bare.html?src=${encodeURIComponent(mp3.url)}` },
      aac: { player: await station(9503, { audioFlash: aac.url }), bare: `${bare.url}/bare.html?src=${encodeURIComponent(aac.url)}` },
    };
    pages.hlsBySegment = {};
    for (const [i, segmentSeconds] of hlsSegmentSeconds.entries()) {
      const audioHls = await serveHls({ segmentSeconds });
      pages.hlsBySegment[segmentSeconds] = {
        player: await station(9510 + i, { audioHls }),
        // The same stream for a station that plays HLS through hls.js in Chromium too…
        playerHlsJs: await station(9520 + i, { audioHls, hlsPlayer: 'hls.js' }),
        // …and for one that keeps the browser's own player whatever it holds.
        playerNative: await station(9530 + i, { audioHls, hlsPlayer: 'native' }),
        // hls.js alone with the player's settings: what memory the stream costs without the player.
        bareHlsJs: `${bare.url}/bare-hls.html?src=${encodeURIComponent(audioHls)}&config=${encodeURIComponent(JSON.stringify(support.HLS_CONFIG))}`,
      };
    }
    if (hlsUrl) {
      pages.hls = {
        player: await station(9502, { audioHls: hlsUrl }),
        bare: `${bare.url}/bare.html?src=${encodeURIComponent(hlsUrl)}`,
        bareHlsJs: `${bare.url}/bare-hls.html?src=${encodeURIComponent(hlsUrl)}`,
      };
    }
    return { icecast, mp3, pages, close };
  } catch (error) {
    await close();
    throw error;
  }
}
