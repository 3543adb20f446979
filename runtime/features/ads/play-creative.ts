import type { AdTracker } from './ad-tracker';
import { type CreativeEffect, type CreativeEvent, creativeStart, MEDIA_EVENTS, type MediaEventType, nextCreative, type PlayOutcome } from './creative-phase';
import type { AdEmitter } from './public/events';

export type { PlayOutcome };

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

/**
 * Plays one linear creative in `media` and reports it: the ad events (spec §3) and the VAST
 * tracking (impression on start, quartiles from the position, complete on the end). Never
 * rejects; every path ends, media released. The media-load timeout runs until the media can play;
 * after that the same time without progress counts as a stall, and an ad never plays longer than
 * its duration plus that time. What happens on each event is the pure table ./creative-phase.ts
 * (`nextCreative`); this shell feeds it the media's events and timers and does its effects.
 */
export function playCreative(options: PlayCreativeOptions): Promise<PlayOutcome> {
  const { media, tracker, events, signal, mediaTimeoutMs, audio } = options;
  return new Promise((resolve) => {
    let state = creativeStart(options.duration);
    let watchdog: ReturnType<typeof setTimeout> | undefined;
    let cap: ReturnType<typeof setTimeout> | undefined;

    const dispatch = (event: CreativeEvent): void => {
      const next = nextCreative(state, event);
      state = next.state;
      next.effects.forEach(run);
    };

    function run([kind, what, value]: CreativeEffect): void {
      if (kind === 'emit') events.emit(what, value as never);
      else if (kind === 'track') what === 'error' ? tracker.error({ ERRORCODE: value as number }) : (tracker[what] as (value: unknown) => void)(value);
      else if (kind === 'arm') {
        clearTimeout(watchdog);
        watchdog = setTimeout(() => dispatch({ type: 'watchdog', timeoutMs: mediaTimeoutMs }), mediaTimeoutMs);
      } else if (kind === 'cap') cap = setTimeout(() => dispatch({ type: 'overrun' }), what * 1000 + mediaTimeoutMs);
      else if (kind === 'play') media.play().catch((error: unknown) => dispatch({ type: 'play failed', error }));
      else if (kind === 'started') options.onStart?.();
      else if (kind === 'time') options.onTime?.(state.position, state.duration);
      else {
        clearTimeout(watchdog);
        clearTimeout(cap);
        for (const type of MEDIA_EVENTS) media.removeEventListener(type, onMedia);
        signal.removeEventListener('abort', onAbort);
        unfollowAudio();
        media.pause();
        media.removeAttribute('src');
        media.load();
        resolve(what as PlayOutcome);
      }
    }

    // Every media event, with what the element says at that moment.
    const onMedia = ({ type }: Event): void =>
      dispatch({ type: type as MediaEventType, duration: media.duration, time: media.currentTime, ended: media.ended, code: media.error?.code, message: media.error?.message });
    const onAbort = (): void => dispatch({ type: 'stopped' });

    // The ad sounds as the listener set the player: muted stays muted.
    const applyAudio = ({ muted, volume }: { muted: boolean; volume: number }): void => {
      media.volume = Math.min(100, Math.max(0, volume)) / 100;
      if (media.muted === muted) return;
      media.muted = muted;
      dispatch({ type: 'muted', muted });
    };
    applyAudio(audio.get());
    const unfollowAudio = audio.listen(applyAudio);

    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    for (const type of MEDIA_EVENTS) media.addEventListener(type, onMedia);
    run(['arm']);
    media.preload = 'auto';
    media.src = options.url;
  });
}
