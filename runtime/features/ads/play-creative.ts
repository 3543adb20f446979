import type { AdTracker } from './ad-tracker';
import { type CreativeEffect, type CreativeEvent, creativeStart, nextCreative, type PlayOutcome } from './creative-phase';
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

    function run(effect: CreativeEffect): void {
      switch (effect.do) {
        case 'emit':
          // As the events are typed: a payload only where the event has one.
          return 'payload' in effect ? events.emit(effect.name, effect.payload as never) : (events.emit as (name: string) => void)(effect.name);
        case 'track':
          if (effect.call === 'error') return tracker.error({ ERRORCODE: effect.value });
          return 'value' in effect ? (tracker[effect.call] as (value: unknown) => void)(effect.value) : tracker[effect.call]();
        case 'arm':
          clearTimeout(watchdog);
          watchdog = setTimeout(() => dispatch({ type: 'watchdog', timeoutMs: mediaTimeoutMs }), mediaTimeoutMs);
          return;
        case 'cap':
          cap = setTimeout(() => dispatch({ type: 'overrun' }), effect.seconds * 1000 + mediaTimeoutMs);
          return;
        case 'play':
          return void media.play().catch((error: unknown) => dispatch({ type: 'play failed', error }));
        case 'started':
          return options.onStart?.();
        case 'time':
          return options.onTime?.(state.position, state.duration);
        case 'finish':
          clearTimeout(watchdog);
          clearTimeout(cap);
          for (const [type, listener] of Object.entries(onMedia)) media.removeEventListener(type, listener);
          signal.removeEventListener('abort', onAbort);
          unfollowAudio();
          media.pause();
          media.removeAttribute('src');
          media.load();
          resolve(effect.outcome);
      }
    }

    const onMedia: Record<string, () => void> = {
      progress: () => dispatch({ type: 'progress' }),
      loadedmetadata: () => dispatch({ type: 'loadedmetadata', duration: media.duration }),
      canplay: () => dispatch({ type: 'canplay' }),
      playing: () => dispatch({ type: 'playing', duration: media.duration }),
      pause: () => dispatch({ type: 'pause', ended: media.ended }),
      timeupdate: () => dispatch({ type: 'timeupdate', time: media.currentTime }),
      ended: () => dispatch({ type: 'ended', duration: media.duration }),
      error: () => dispatch({ type: 'error', code: media.error?.code, message: media.error?.message || 'The ad media failed' }),
    };
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
    for (const [type, listener] of Object.entries(onMedia)) media.addEventListener(type, listener);
    run({ do: 'arm' });
    media.preload = 'auto';
    media.src = options.url;
  });
}
