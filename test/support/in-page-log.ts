import type { PageLog } from './page-log';

/**
 * A page log for a driver that cannot report console messages or uncaught errors itself (classic
 * WebDriver, as WebKitWebDriver speaks it): a recorder installed in the page wraps `console` and
 * listens for `error`/`unhandledrejection`, and every script the test runs takes what it noted.
 *
 * The limit: it is installed by the first script after a navigation, so what happens while a page
 * loads (before `goto` returns, or during a reload the page does itself) is not seen.
 */
const RECORDER = '__radioEmbedPageLog';

type Entry = { kind: 'error'; text: string } | { kind: 'console'; type: string; text: string };

/** Wraps a script expression: installs the recorder if missing, then answers `[value, entries]`. */
export function withPageLog(expression: string): string {
  return `return (async () => {
    if (!window.${RECORDER}) {
      const entries = (window.${RECORDER} = []);
      const text = (value) => value instanceof Error ? value.name + ': ' + value.message : String(value);
      for (const type of ['log', 'info', 'warn', 'error', 'debug']) {
        const original = console[type].bind(console);
        console[type] = (...args) => {
          entries.push({ kind: 'console', type: type === 'warn' ? 'warning' : type, text: args.map(text).join(' ') });
          original(...args);
        };
      }
      addEventListener('error', (event) => entries.push({ kind: 'error', text: text(event.error ?? event.message) }));
      addEventListener('unhandledrejection', (event) => entries.push({ kind: 'error', text: text(event.reason) }));
    }
    const value = await (${expression.trim().replace(/;+$/, "")});
    return [value === undefined ? null : value, window.${RECORDER}.splice(0)];
  })();`;
}

/** Files the entries a `withPageLog` script answered into `log`; returns the script's value. */
export function takePageLog(answer: unknown, log: PageLog): unknown {
  const [value, entries] = answer as [unknown, Entry[]];
  for (const entry of entries) {
    if (entry.kind === 'error') log.pageErrors.push(new Error(entry.text));
    else log.consoleMessages.push({ type: entry.type, text: entry.text });
  }
  return value;
}
