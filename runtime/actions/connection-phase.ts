import type { Connection } from '../stores/connection';

/**
 * What moves the connection state: the engine's events (`play`, `buffering` as `wait`/`resume`,
 * `stop`, `error`) and the reconnect's own (`connect`: a retry or an autoplay starts an attempt;
 * `give up`: the station's maxConnectTime ran out).
 */
export type ConnectionInput = 'connect' | 'play' | 'wait' | 'resume' | 'stop' | 'error' | 'give up';

/**
 * The connection state after `input` (the table in docs/engine.md). `wanted`: the listener has
 * not stopped (stores.playback.playStream), so a session that ends after audio played is a drop, and a
 * failed attempt while reconnecting is one of its retries, not the end.
 */
export function nextConnection(state: Connection, input: ConnectionInput, wanted: boolean): Connection {
  const live = state === 'playing' || state === 'buffering' || state === 'reconnecting';
  switch (input) {
    case 'connect':
      return state === 'reconnecting' ? state : 'connecting';
    case 'play':
      return 'playing';
    case 'wait':
      return state === 'playing' ? 'buffering' : state;
    case 'resume':
      return state === 'buffering' ? 'playing' : state;
    case 'stop':
      // Before audio, an attempt that ends without an error was refused (autoplay): nothing failed.
      if (!wanted) return 'idle';
      return live ? 'reconnecting' : state === 'failed' ? state : 'idle';
    case 'error':
      return state === 'reconnecting' ? state : 'failed';
    case 'give up':
      return 'failed';
  }
}
