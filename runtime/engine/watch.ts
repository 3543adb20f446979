/**
 * A watcher of the media element, started and stopped by the engine like an hls.js controller
 * (register/unregister): `start()` while what it watches for can happen, `stop()` when the
 * connection ends or the engine is torn down. Both may be called again; a stopped watcher calls
 * nothing.
 */
export interface Watch {
  start(): void;
  stop(): void;
}
