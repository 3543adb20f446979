import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startProcess, type RunningProcess } from './child-process';
import { makeTempDir } from './temp-dir';
import { waitFor } from './wait-for';

/**
 * A live HLS stream as a packager makes it: ffmpeg writes a sine tone as AAC in MPEG-TS segments
 * of 2 s with a sliding 6-segment playlist into a temp dir, in real time (`-re`). Serve `dir` with
 * the static server to put it on the network.
 */
export interface HlsSource {
  /** The directory holding the playlist and segments. */
  dir: string;
  /** `live.m3u8` — the playlist's name inside `dir`. */
  playlistName: string;
  /** The playlist text right now ('' before the first write). */
  playlist(): Promise<string>;
  /** The segment URIs listed in the playlist right now. */
  segments(): Promise<string[]>;
  /** The playlist's `#EXT-X-MEDIA-SEQUENCE`. */
  mediaSequence(): Promise<number>;
  /**
   * (Re)starts the writer and resolves once the playlist lists ≥ 2 new segments. A restart
   * appends to the old playlist (`append_list`: the media sequence goes on and the first new
   * segment is marked `#EXT-X-DISCONTINUITY`), as a packager coming back would. No-op when running.
   */
  start(): Promise<void>;
  /** Stops the writer; the last playlist stays on disk, frozen, like a dead packager's. */
  stop(): Promise<void>;
  isRunning(): boolean;
  /** Stops the writer and deletes the directory. */
  close(): Promise<void>;
}

export interface HlsSourceOptions {
  /** Tone frequency in Hz; 440 by default. */
  frequency?: number;
}

const PLAYLIST = 'live.m3u8';
const SEGMENT_SECONDS = 2;
const LIST_SIZE = 6;

export async function startHlsSource({ frequency = 440 }: HlsSourceOptions = {}): Promise<HlsSource> {
  const dir = await makeTempDir('hls');
  const playlistPath = join(dir.path, PLAYLIST);
  let ffmpeg: RunningProcess | undefined;
  let restarts = 0;

  const readPlaylist = () => readFile(playlistPath, 'utf8').catch(() => '');
  const segments = async () =>
    (await readPlaylist()).split('\n').filter((line) => line.trim() && !line.startsWith('#'));

  const source: HlsSource = {
    dir: dir.path,
    playlistName: PLAYLIST,
    playlist: readPlaylist,
    segments,
    async mediaSequence() {
      return Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(await readPlaylist())?.[1] ?? 0);
    },
    isRunning: () => ffmpeg?.isRunning() ?? false,
    async start() {
      if (ffmpeg?.isRunning()) return;
      const before = new Set(await segments());
      // temp_file: playlist and segments appear by rename, so the server never sends half a file.
      const flags = ['delete_segments', 'independent_segments', 'temp_file'];
      if (restarts++ > 0) flags.push('append_list');
      const running = startProcess('ffmpeg-hls', '/usr/bin/ffmpeg', [
        ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-re'],
        ...['-f', 'lavfi', '-i', `sine=frequency=${frequency}:sample_rate=44100`, '-ac', '2'],
        ...['-c:a', 'aac', '-b:a', '128k'],
        ...['-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_list_size', String(LIST_SIZE)],
        ...['-hls_flags', flags.join('+')],
        ...['-hls_segment_filename', join(dir.path, `seg-${restarts}-%05d.ts`)],
        playlistPath,
      ]);
      ffmpeg = running;
      try {
        await waitFor(
          async () => {
            if (!running.isRunning()) throw new Error(`ffmpeg exited: ${running.output()}`);
            return (await segments()).filter((segment) => !before.has(segment)).length >= 2;
          },
          { timeoutMs: 20_000, what: 'the HLS playlist to list 2 segments' },
        );
      } catch (error) {
        await running.stop();
        throw error;
      }
    },
    async stop() {
      await ffmpeg?.stop();
    },
    async close() {
      await ffmpeg?.stop();
      await dir.remove();
    },
  };
  await source.start();
  return source;
}
