/**
 * What the analytics integrations hear from the player. `integrations/body.ts`
 * derives it from the playback store (`playback-activity.ts`, `listener-intents.ts`), handed in,
 * so this folder never imports the engine or the stores directly.
 */
export type PlayerActivity =
  /** Playback actually started (engine `play`). */
  | { type: 'played' }
  /** Playback actually stopped (engine `stop`). */
  | { type: 'stopped' }
  /** Autoplay succeeded (engine `autoplay_success`). */
  | { type: 'autoplay' }
  /** The listener pressed play / stop. */
  | { type: 'user_played' }
  | { type: 'user_stopped' }
  | { type: 'muted' }
  | { type: 'unmuted' }
  /** Volume 0–100 before and after. */
  | { type: 'volume_changed'; from: number; to: number }
  /** The player asked the listener something (spec §9 `prompts`: "inactivity message 'Are You There?'"). */
  | { type: 'prompt'; action: string }
  /** The listener used a part of the player beyond the controls (spec §9 `interactions`: "social icon"). */
  | { type: 'interaction'; action: string };

/** Subscribes a handler; returns its teardown. */
export type ActivitySource = (handler: (activity: PlayerActivity) => void) => () => void;

/** A hand-fed source: the UI actions call `emit` (e.g. user_played), integrations subscribe. */
export function createActivityChannel(): { emit(activity: PlayerActivity): void; subscribe: ActivitySource } {
  const handlers = new Set<(activity: PlayerActivity) => void>();
  return {
    emit(activity) {
      for (const handler of [...handlers]) handler(activity);
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
  };
}

/** One source that forwards several (e.g. the playback store and the UI channel). */
export function mergeActivitySources(...sources: ActivitySource[]): ActivitySource {
  return (handler) => {
    const teardowns = sources.map((source) => source(handler));
    return () => teardowns.forEach((teardown) => teardown());
  };
}

/**
 * Listens to `source` from now on and replays what it heard (the last `limit` activities) to each
 * later subscriber: the player acts from the first click, but the integrations subscribe only
 * after first paint and consent, and a press before then still counts.
 */
export function rememberActivity(source: ActivitySource, limit = 20): { subscribe: ActivitySource; stop(): void } {
  const heard: PlayerActivity[] = [];
  const channel = createActivityChannel();
  const stop = source((activity) => {
    heard.push(activity);
    if (heard.length > limit) heard.shift();
    channel.emit(activity);
  });
  return {
    subscribe(handler) {
      heard.forEach(handler);
      return channel.subscribe(handler);
    },
    stop,
  };
}
