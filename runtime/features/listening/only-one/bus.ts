/** What one player tells the others of its origin. */
export interface OnlyOneMessage {
  /** This page's player, so a message never stops its own sender. */
  from: string;
  /** It started playing: the others stop. */
  event: 'playing';
}

/** A channel between the players of one origin (other iframes, other tabs). */
export interface Bus {
  post(message: OnlyOneMessage): void;
  /** Calls `onMessage` with every other player's message; returns the teardown. */
  listen(onMessage: (message: OnlyOneMessage) => void): () => void;
  close(): void;
}

export const CHANNEL = 'radio-embed:only-one';

/**
 * Exactly what a player posts (`keepToOne`): `from`, a random id of base-36 digits, and `event`
 * 'playing', and nothing else (a posted message carries its own properties only). Anything else
 * on the channel is not a player's.
 */
export function isMessage(data: unknown): data is OnlyOneMessage {
  const { from, event } = Object(data) as Record<string, unknown>;
  return typeof data === 'object' && Object.keys(Object(data)).length === 2 && typeof from === 'string' && /^[0-9a-z]{1,16}$/.test(from) && event === 'playing';
}

/**
 * BroadcastChannel where the browser has it; else storage events, which fire in every other
 * document of the origin when one writes a key (each write carries a fresh value, so a second
 * start with the same text still fires).
 */
export function openBus(win: Window): Bus {
  const Channel = (win as Window & { BroadcastChannel?: typeof BroadcastChannel }).BroadcastChannel;
  if (typeof Channel === 'function') {
    const channel = new Channel(CHANNEL);
    return {
      post: (message) => channel.postMessage(message),
      listen(onMessage) {
        const listener = (event: MessageEvent) => isMessage(event.data) && onMessage(event.data);
        channel.addEventListener('message', listener);
        return () => channel.removeEventListener('message', listener);
      },
      close: () => channel.close(),
    };
  }
  return {
    post(message) {
      try {
        win.localStorage.setItem(CHANNEL, JSON.stringify({ ...message, at: Date.now() + Math.random() }));
      } catch {
        // Storage blocked (a sandboxed frame): this player cannot tell the others; it still plays.
      }
    },
    listen(onMessage) {
      const listener = (event: StorageEvent) => {
        if (event.key !== CHANNEL || !event.newValue) return;
        try {
          // The message, and the time that makes each write a change.
          const data = JSON.parse(event.newValue) as Record<string, unknown> | null;
          if (typeof data?.at !== 'number') return;
          delete data.at;
          if (isMessage(data)) onMessage(data);
        } catch {
          // Another script's value under our key: not ours to read.
        }
      };
      win.addEventListener('storage', listener);
      return () => win.removeEventListener('storage', listener);
    },
    close: () => {},
  };
}
