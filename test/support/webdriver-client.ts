/**
 * A small W3C WebDriver (classic, HTTP) client over fetch: the few commands the WebKit tests use.
 * WebKitWebDriver speaks only classic WebDriver (no BiDi), so there is nothing to gain from a full
 * client library; every command is one POST/GET/DELETE with a JSON body and a `{ value }` answer.
 */
export interface WebDriverSession {
  readonly id: string;
  /** The capabilities the driver settled on (browserName, browserVersion, …). */
  readonly capabilities: Record<string, unknown>;
  /** Sends one command, e.g. `command('POST', '/url', { url })`; returns its `value`, throws a `WebDriverError`. */
  command<T = unknown>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T>;
  /** Ends the session; the driver closes the browser. Safe to call twice. */
  delete(): Promise<void>;
}

/** An error answer: `error` is the W3C error code, e.g. `no such element`, `javascript error`. */
export class WebDriverError extends Error {
  constructor(
    readonly error: string,
    message: string,
    readonly command: string,
  ) {
    super(`${command}: ${error}: ${message}`);
    this.name = 'WebDriverError';
  }
}

/** Opens a session on the driver at `driverUrl` (e.g. `http://127.0.0.1:4444`) with these capabilities. */
export async function newSession(driverUrl: string, alwaysMatch: Record<string, unknown>): Promise<WebDriverSession> {
  const created = await send<{ sessionId: string; capabilities: Record<string, unknown> }>(
    driverUrl,
    'POST',
    '/session',
    { capabilities: { alwaysMatch } },
  );
  const base = `/session/${created.sessionId}`;
  let deleted = false;
  return {
    id: created.sessionId,
    capabilities: created.capabilities,
    command: (method, path, body) => send(driverUrl, method, `${base}${path}`, body),
    async delete() {
      if (deleted) return;
      deleted = true;
      await send(driverUrl, 'DELETE', base);
    },
  };
}

async function send<T>(driverUrl: string, method: string, path: string, body?: unknown): Promise<T> {
  const what = `${method} ${path.replace(/^\/session\/[^/]+/, '')}`;
  const response = await fetch(`${driverUrl}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: { value?: unknown };
  try {
    parsed = JSON.parse(text) as { value?: unknown };
  } catch {
    throw new WebDriverError('unknown error', `HTTP ${response.status}, not JSON: ${text.slice(0, 200)}`, what);
  }
  const value = parsed.value as { error?: string; message?: string } | null | undefined;
  // Errors come with a 4xx/5xx status; a 200's value is the command's result, whatever its shape.
  if (!response.ok) {
    throw new WebDriverError(value?.error ?? `HTTP ${response.status}`, value?.message ?? text.slice(0, 200), what);
  }
  return parsed.value as T;
}
