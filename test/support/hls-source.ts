import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startProcess, type RunningProcess } from './child-process';
import { startId3TsStream, type Id3TsStream, type StreamTrack } from './id3-ts-stream';
import { makeTempDir } from './temp-dir';
import { LIVE_AAC, toneFile } from './tone-files';
import { waitFor } from './wait-for';

/**
 * A live HLS stream as a packager makes it: ffmpeg writes a sine tone as AAC in MPEG-TS segments
 * of 2 s with a sliding 6-segment playlist into a temp dir, in real time (`-re`; the AAC is
 * encoded once per run and copied: tone-files.ts). Serve `dir` with
 * the static server to put it on the network. With `id3`, the segments also carry the track as
 * timed ID3 metadata, as a radio packager sends now-playing.
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
   * (Re)starts the writer and resolves once the playlist lists ≥ 2 new segments and ≥ 3 in all. A restart
   * appends to the old playlist (`append_list`: the media sequence goes on and the first new
   * segment is marked `#EXT-X-DISCONTINUITY`), as a packager coming back would. No-op when running.
   */
  start(): Promise<void>;
  /** Stops the writer (SIGTERM): ffmpeg closes the last playlist with #EXT-X-ENDLIST and it stays on disk. */
  stop(): Promise<void>;
  isRunning(): boolean;
  /**
   * The track the stream's ID3 tags name from the next tag on (within a second of stream time); a
   * listener hears the change when playback reaches that moment. Throws without the `id3` option.
   */
  setTrack(track: StreamTrack): void;
  /** Stops the writer and deletes the directory. */
  close(): Promise<void>;
}

export interface HlsSourceOptions {
  /** Tone frequency in Hz; 440 by default. */
  frequency?: number;
  /**
   * Puts this track into the stream as timed ID3 metadata (an MPEG-TS metadata stream: TIT2 title,
   * TPE1 artist), one tag a second so a player joining at any segment finds it; `setTrack` changes
   * it. Without it (the default) the segments hold the audio only.
   */
  id3?: StreamTrack;
  /**
   * Segment length in seconds; 2 by default (a short window keeps the e2e tests quick). The soak
   * benchmark also plays 6 s segments, Apple's recommended target duration.
   */
  segmentSeconds?: number;
}

export type { StreamTrack };

const PLAYLIST = 'live.m3u8';
const LIST_SIZE = 6;
/**
 * The fewest segments a player is let join: Chromium's own HLS player fails a live playlist of
 * two (error 4, DEMUXER_ERROR_COULD_NOT_PARSE, about 200 ms in) when its first refresh comes
 * before the third segment; measured 7 failures in 8 fresh streams at two, none in 8 at three.
 * No station's stream is that young for long; a suite that clicks the moment it is, often was.
 */
const MIN_LISTED = 3;

export async function startHlsSource({ frequency = 440, id3, segmentSeconds = 2 }: HlsSourceOptions = {}): Promise<HlsSource> {
  const dir = await makeTempDir('hls');
  let tags: Id3TsStream | undefined;
  try {
    if (id3) tags = await startId3TsStream(id3);
  } catch (error) {
    await dir.remove();
    throw error;
  }
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
    setTrack(track) {
      if (!tags) throw new Error('setTrack needs startHlsSource({ id3 })');
      tags.setTrack(track);
    },
    async start() {
      if (ffmpeg?.isRunning()) return;
      const before = new Set(await segments());
      // temp_file: playlist and segments appear by rename, so the server never sends half a file.
      const flags = ['delete_segments', 'independent_segments', 'temp_file'];
      if (restarts++ > 0) flags.push('append_list');
      // The tone encoded once per run, packaged in real time (`-re`) and copied (tone-files.ts).
      const tone = await toneFile(frequency, LIVE_AAC);
      const running = startProcess('ffmpeg-hls', '/usr/bin/ffmpeg', [
        ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-re'],
        ...['-stream_loop', '-1', '-i', tone],
        ...(tags ? id3Input(tags.url) : []),
        ...['-c:a', 'copy'],
        ...['-f', 'hls', '-hls_time', String(segmentSeconds), '-hls_list_size', String(LIST_SIZE)],
        ...['-hls_flags', flags.join('+')],
        ...['-hls_segment_filename', join(dir.path, `seg-${restarts}-%05d.ts`)],
        playlistPath,
      ]);
      ffmpeg = running;
      try {
        await waitFor(
          async () => {
            if (!running.isRunning()) throw new Error(`ffmpeg exited: ${running.output()}`);
            const listed = await segments();
            return listed.filter((segment) => !before.has(segment)).length >= 2 && listed.length >= MIN_LISTED;
          },
          { timeoutMs: 20_000, what: 'the HLS playlist to list 2 new segments, 3 in all' },
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
      await tags?.close();
      await dir.remove();
    },
  };
  try {
    await source.start();
  } catch (error) {
    await source.close();
    throw error;
  }
  return source;
}

/**
 * The live ID3 stream as ffmpeg's second input, copied next to the audio. ffmpeg waits for 5 s of
 * a stream (or `probesize` bytes of packets) to learn it, which a tag a second would take long to
 * give: the first tag is enough here, the stream's tables say the rest.
 */
function id3Input(url: string): string[] {
  return [
    ...['-probesize', '32', '-analyzeduration', '1', '-f', 'mpegts', '-i', url],
    ...['-map', '0:a', '-map', '1:d', '-c:d', 'copy'],
  ];
}
