import type { HlsConfig } from 'hls.js';

/**
 * hls.js settings for one live, audio-only radio stream, played for hours. Everything not named
 * here keeps its hls.js 1.7 default. Names: https://github.com/video-dev/hls.js/blob/master/docs/API.md
 */
export const HLS_CONFIG: Partial<HlsConfig> = {
  // No worker. The ESM build runs one only from a separate `workerPath` download (hls.worker.js,
  // ~120 KB); remuxing a few seconds of AAC takes well under a millisecond on the main thread.
  enableWorker: false,
  // Start at the live edge (-1 = the live sync point), not at the oldest segment of the window.
  startPosition: -1,
  // The live sync point: three target durations behind the newest segment (the default, spelled
  // out): enough cushion that one slow segment does not starve the buffer.
  liveSyncDurationCount: 3,
  // If playback falls behind by more than 10 target durations (a long stall, a suspended tab),
  // jump back to the live sync point instead of playing minutes late.
  liveMaxLatencyDurationCount: 10,
  // Radio does not need sub-second latency; low-latency HLS (parts, blocking reloads) costs more
  // requests and more rebuffering on weak networks.
  lowLatencyMode: false,
  // Forward buffer: 30 s of audio (~0.5 MB at 128 kbps) rides out a bad minute of network; the
  // upper bound and the byte cap keep a high-bitrate stream from buffering more than that.
  maxBufferLength: 30,
  maxMaxBufferLength: 30,
  maxBufferSize: 4 * 1000 * 1000,
  // Back buffer: keep only 10 s already played. Live radio never seeks back, and without this the
  // SourceBuffer would keep every minute heard, so memory would grow for as long as it plays.
  backBufferLength: 10,
  // A live stream has no duration: report Infinity, as the native element does for a live stream.
  liveDurationInfinity: true,
  // A packager that crashed leaves its live playlist frozen and open. hls.js would reload it for
  // ever and, at the end of its buffer, seek back to the live sync point again and again: the last
  // seconds loop, the position keeps moving, so nothing looks stalled. After this many reloads
  // without a new segment (each half a target duration apart: about 3.5 target durations, when the
  // ~3 target durations of buffer have run out) it gives up on the playlist with a
  // `playlistUnchangedError`, which the transport reports as the stream failing (a drop).
  liveMaxUnchangedPlaylistRefresh: 6,
  // One bitrate suits audio: no measuring the network with a throwaway first segment.
  testBandwidth: false,
  // The engine owns retries (next source, then reconnect with backoff): hls.js gives up on the
  // first playlist quickly instead of retrying for up to a minute before the fallback can start.
  manifestLoadPolicy: {
    default: {
      maxTimeToFirstByteMs: 8000,
      maxLoadTimeMs: 10_000,
      timeoutRetry: { maxNumRetry: 1, retryDelayMs: 0, maxRetryDelayMs: 0 },
      errorRetry: { maxNumRetry: 1, retryDelayMs: 500, maxRetryDelayMs: 500 },
    },
  },
};

/**
 * The settings for one station: HLS_CONFIG itself, or with `withCredentials` (the station's
 * `data.withCredentials`) every playlist and segment request carrying the listener's cookies,
 * whichever loader hls.js uses (XHR by default, fetch for progressive loading).
 */
export function hlsConfig(withCredentials: boolean): Partial<HlsConfig> {
  if (!withCredentials) return HLS_CONFIG;
  return {
    ...HLS_CONFIG,
    xhrSetup(xhr) {
      xhr.withCredentials = true;
    },
    fetchSetup: (context, init: RequestInit) => new Request(context.url, { ...init, credentials: 'include' }),
  };
}
