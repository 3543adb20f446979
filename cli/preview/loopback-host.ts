/**
 * Whether a request's Host header names this preview on the loopback interface. Checked on every
 * request against DNS rebinding: a site whose name is re-pointed at 127.0.0.1 would otherwise
 * reach the preview from the listener's browser as "same origin" and read what it serves, and
 * the Host it sent would be echoed into the page (the demo stream's URL).
 */
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

export function isLoopbackHost(host: string | undefined, port: number): boolean {
  if (!host) return false;
  const match = /^(\[[^\]]*\]|[^:]+)(?::(\d+))?$/.exec(host.toLowerCase());
  if (!match || !LOOPBACK_NAMES.has(match[1]!)) return false;
  // A browser leaves the port out only when it is the scheme's default.
  return match[2] === undefined ? port === 80 : Number(match[2]) === port;
}

export const FOREIGN_HOST_TEXT = 'misdirected request: the preview answers only to localhost, 127.0.0.1 or [::1] on its own port\n';
