import type { AdTracker } from './ad-tracker';
import { VAST_ERROR } from './ad-tracker';
import type { AdEmitter, AdQuartile } from './public/events';

/** How an ad's playback ended. Whatever it is, the stream plays next. */
export type PlayOutcome = 'complete' | 'timeout' | 'load_error' | 'error' | 'blocked' | 'stopped';

/** The listener's mute and volume, which the ad follows (the player's `stores.playback`). */
export interface ListenerAudio {
  get(): { muted: boolean; volume: number };
  listen(listener: (value: { muted: boolean; volume: number }) => void): () => void;
}

export interface PlayCreativeOptions {
  /** A fresh <audio> or <video>; playCreative owns it until it resolves. */
  media: HTMLMediaElement;
  url: string;
  /** The VAST duration in seconds (0 when unknown); the media's own duration wins once known. */
  duration: number;
  tracker: AdTracker;
  events: AdEmitter;
  /** Aborted when the listener stops the player. */
  signal: AbortSignal;
  /** Spec §9: the ad's media must be ready within 10 s; playback may not stall longer either. */
  mediaTimeoutMs: number;
  audio: ListenerAudio;
  /** The creative started (show its companion). */
  onStart?: () => void;
  /** Each time update: position and duration in seconds. */
  onTime?: (position: number, duration: number) => void;
}

const QUARTILES: [AdQuartile, number][] = [
  ['firstQuartile', 0.25],
  ['midpoint', 0.5],
  ['thirdQuartile', 0.75],
];

/** `MediaError` codes (the constants are not on every global the tests run in). */
const MEDIA_ERR_DECODE = 3;
const MEDIA_ERR_SRC_NOT_SUPPORTED = 4;

/** Without a known duration, an ad may play this long (s) before the player moves on. */
const UNKNOWN_DURATION_CAP_S = 120;

/**
 * Plays one linear creative in `media` and reports it: the ad events (spec §3) and the VAST
 * tracking (impression on start, quartiles from the position, complete on the end). Never
 * rejects; every path ends, media released. The media-load timeout runs until the media can play;
 * after that the same time without progress counts as a stall, and an ad never plays longer than
 * its duration plus that time.
 */
export function playCreative(options: PlayCreativeOptions): Promise<PlayOutcome> {
  const { media, tracker, events, signal, mediaTimeoutMs, audio } = options;
  return new Promise((resolve) => {
    let finished = false;
    let ready = false;
    let started = false;
    /** Media bytes arrived: the file exists, so a failure to load it is the file's (VAST 405, not 401). */
    let received = false;
    let paused = false;
    let position = 0;
    let quartilesPassed = 0;
    let duration = options.duration;
    let watchdog: ReturnType<typeof setTimeout> | undefined;
    let cap: ReturnType<typeof setTimeout> | undefined;

    function finish(outcome: PlayOutcome): void {
      if (finished) return;
      finished = true;
      clearTimeout(watchdog);
      clearTimeout(cap);
      for (const [type, listener] of Object.entries(onMedia)) media.removeEventListener(type, listener);
      signal.removeEventListener('abort', onAbort);
      unfollowAudio();
      media.pause();
      media.removeAttribute('src');
      media.load();
      resolve(outcome);
    }

    function fail(outcome: 'load_error' | 'error', code: 'MEDIA_ERROR' | 'PLAY_FAILED' | 'STALLED', message: string, vastCode: number, payload?: unknown): void {
      tracker.error({ ERRORCODE: vastCode });
      events.emit(outcome === 'load_error' ? 'AD_LOAD_ERROR' : 'AD_ERROR', { code, message, payload });
      finish(outcome);
    }

    /** Restarts the one watchdog: media not ready, or playback not moving, for `mediaTimeoutMs`. */
    function arm(): void {
      clearTimeout(watchdog);
      watchdog = setTimeout(() => {
        if (!ready) {
          tracker.error({ ERRORCODE: VAST_ERROR.MEDIA_TIMEOUT });
          events.emit('AD_TIMEOUT', { stage: 'media', timeoutMs: mediaTimeoutMs });
          finish('timeout');
        } else {
          fail('error', 'STALLED', 'The ad stopped playing', VAST_ERROR.MEDIA_DISPLAY);
        }
      }, mediaTimeoutMs);
    }

    function passQuartiles(): void {
      while (duration > 0 && quartilesPassed < QUARTILES.length && position >= QUARTILES[quartilesPassed]![1] * duration) {
        events.emit('AD_PROGRESS', { quartile: QUARTILES[quartilesPassed++]![0] });
      }
    }

    function knownDuration(): void {
      if (Number.isFinite(media.duration) && media.duration > 0) {
        duration = media.duration;
        tracker.setDuration(duration);
      }
    }

    const onMedia: Record<string, () => void> = {
      progress() {
        received = true;
      },
      loadedmetadata() {
        received = true;
        knownDuration();
      },
      canplay() {
        if (ready) return;
        ready = true;
        arm();
        events.emit('AD_READY');
        tracker.load();
        events.emit('AD_PLAY');
        media.play().catch((error: unknown) => {
          if (finished) return;
          if ((error as { name?: string } | null)?.name === 'NotAllowedError') {
            events.emit('AD_NEEDS_USER_CLICK_TO_START');
            finish('blocked');
          } else {
            fail('error', 'PLAY_FAILED', 'The ad could not play', VAST_ERROR.MEDIA_DISPLAY, error);
          }
        });
      },
      playing() {
        arm();
        if (!started) {
          started = true;
          knownDuration();
          const capS = (duration > 0 ? duration : UNKNOWN_DURATION_CAP_S) + mediaTimeoutMs / 1000;
          cap = setTimeout(() => fail('error', 'STALLED', 'The ad overran its duration', VAST_ERROR.MEDIA_DISPLAY), capS * 1000);
          tracker.trackImpression();
          events.emit('AD_START');
          options.onStart?.();
        } else if (paused) {
          paused = false;
          tracker.setPaused(false);
          events.emit('AD_RESUME');
        }
      },
      pause() {
        if (!started || paused || media.ended) return;
        paused = true;
        tracker.setPaused(true);
        events.emit('AD_PAUSE');
      },
      timeupdate() {
        if (!started || media.currentTime <= position) return;
        position = media.currentTime;
        arm();
        tracker.setProgress(position);
        passQuartiles();
        events.emit('AD_PLAYBACK_TIME', { position, duration });
        options.onTime?.(position, duration);
      },
      ended() {
        knownDuration();
        position = Math.max(position, duration);
        tracker.setProgress(position);
        passQuartiles();
        tracker.complete();
        events.emit('AD_COMPLETE');
        finish('complete');
      },
      error() {
        const code = media.error?.code;
        const message = media.error?.message || 'The ad media failed';
        if (started) return fail('error', 'MEDIA_ERROR', message, VAST_ERROR.MEDIA_DISPLAY, code);
        // Browsers give a 404 and an undecodable file the same code (4, "not supported"); what
        // tells them apart is whether any of the file arrived. A network error stays "not found".
        const undecodable = code === MEDIA_ERR_DECODE || (code === MEDIA_ERR_SRC_NOT_SUPPORTED && received);
        fail('load_error', 'MEDIA_ERROR', message, undecodable ? VAST_ERROR.MEDIA_DISPLAY : VAST_ERROR.FILE_NOT_FOUND, code);
      },
    };

    function onAbort(): void {
      if (started) tracker.close();
      events.emit('AD_STOPPED');
      finish('stopped');
    }

    // The ad sounds as the listener set the player: muted stays muted.
    const applyAudio = ({ muted, volume }: { muted: boolean; volume: number }): void => {
      media.volume = Math.min(100, Math.max(0, volume)) / 100;
      if (media.muted === muted) return;
      media.muted = muted;
      if (!started) return;
      tracker.setMuted(muted);
      events.emit(muted ? 'AD_MUTE' : 'AD_UNMUTE');
    };
    applyAudio(audio.get());
    const unfollowAudio = audio.listen(applyAudio);

    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    for (const [type, listener] of Object.entries(onMedia)) media.addEventListener(type, listener);
    arm();
    media.preload = 'auto';
    media.src = options.url;
  });
}
