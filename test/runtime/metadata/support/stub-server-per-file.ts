import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { setLogLevel } from '../../../../runtime/lib/logger';
import { map, type MapStore } from 'nanostores';
import { noTrack, type TrackInfo } from '../../../../runtime/stores/track';
import { startStubServer, type StubServer } from './http-stub';

export interface StubServerPerFile {
  /** The file's stub server (started before its first test); its request log is cleared per test. */
  readonly server: StubServer;
  /** The teardown of what the running test started: called after the test, then forgotten. */
  stop: () => void;
  /** The running test's track store (a player's `stores.track`), fresh and empty for each test. */
  track: MapStore<TrackInfo>;
}

/**
 * The set-up the metadata tests share: one stub server for the whole file, a fresh, empty track store
 * for each test, and after each test its `stop`, the log level back to 'error' and mocks
 * restored (a test may raise the level or spy on the console). Call at the top of the file;
 * read `env.server` inside tests only.
 */
export function stubServerPerFile(): StubServerPerFile {
  let server: StubServer | undefined;
  const env = {
    get server(): StubServer {
      if (!server) throw new Error('stubServerPerFile: read env.server inside a test');
      return server;
    },
    stop: () => {},
    track: map(noTrack()),
  };
  beforeAll(async () => {
    server = await startStubServer();
  });
  afterAll(() => server?.close());
  beforeEach(() => {
    env.track = map(noTrack());
    env.server.requests.length = 0;
  });
  afterEach(() => {
    env.stop();
    env.stop = () => {};
    setLogLevel('error');
    vi.restoreAllMocks();
  });
  return env;
}
