import { startProcess, type RunningProcess } from './child-process';
import { waitFor } from './wait-for';

/** A virtual X server of our own, for a browser that needs a display (WebKitGTK's MiniBrowser). */
export interface Xvfb {
  /** The value for DISPLAY, e.g. `:99`. */
  display: string;
  process: RunningProcess;
  /** Stops the server. Safe to call twice. */
  stop(): Promise<void>;
}

export interface XvfbOptions {
  /** Screen size in pixels; 1600×1200 by default (room for any window a test asks for). */
  width?: number;
  height?: number;
}

/**
 * Starts Xvfb on a display number it picks itself: `-displayfd 1` makes it choose a free one and
 * print it on stdout once it accepts clients, so parallel test files never race for `:99`.
 */
export async function startXvfb({ width = 1600, height = 1200 }: XvfbOptions = {}): Promise<Xvfb> {
  const server = startProcess('Xvfb', '/usr/bin/Xvfb', [
    '-displayfd', '1',
    '-screen', '0', `${width}x${height}x24`,
    '-nolisten', 'tcp',
  ]);
  let number: string;
  const exited = server.exited.then(() => {
    throw new Error('Xvfb exited before it picked a display');
  });
  try {
    const picked = waitFor(() => /^(\d+)$/m.exec(server.output())?.[1], { timeoutMs: 10_000, what: 'Xvfb to pick a display' });
    number = await Promise.race([picked, exited]);
  } catch (error) {
    await server.stop();
    throw new Error(`${(error as Error).message}\n${server.output()}`);
  } finally {
    exited.catch(() => {});
  }
  return { display: `:${number}`, process: server, stop: () => server.stop() };
}
