// @vitest-environment happy-dom
// @vitest-environment-options { "settings": { "handleDisabledFileLoadingAsSuccess": true } }
// The slot `snippet --loader` prints before its tag (issue 29 §2): the loader's frame takes its
// place, so the host page keeps the space it had from its first paint; with data-target the frame
// goes there and the slot goes; a refused station id leaves no empty box; a tag alone still gets
// its frame after it. (That nothing moves is measured in three engines: test/e2e/loader-fit-*.)
import { afterEach, describe, expect, test, vi } from 'vitest';
import { SLOT_ATTRIBUTE, slotStyle } from '../../../contract/loader-frame';

const LOADER = 'https://embed.radio.example/embed.js';
/** The snippet as `snippet --loader` prints it (test/cli/cli-snippet.test.ts holds the CLI to it). */
const printed = (sid: number) =>
  `<div ${SLOT_ATTRIBUTE}="${sid}" style="${slotStyle('#101418')}"></div>\n<script src="${LOADER}" data-station="${sid}" data-title="Radio player" data-background="#101418" async></script>\n`;

/** The host page's body, then the loader as its script would run there (it reads the page once, as it loads). */
async function load(body: string): Promise<ReturnType<typeof vi.spyOn>> {
  // The loader's own errors (a refused id), read by the tests that expect one.
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  document.body.innerHTML = body;
  vi.resetModules();
  await import('../../../runtime/embed-api/host-loader');
  return errors;
}

/** The body's elements in order, as tag (and id or slot) names. */
const outline = () => [...document.body.children].map((el) => (el.hasAttribute(SLOT_ATTRIBUTE) ? 'slot' : el.id ? `${el.tagName.toLowerCase()}#${el.id}` : el.tagName.toLowerCase()));

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  delete (window as { RadioEmbed?: unknown }).RadioEmbed;
});

describe("the loader snippet's slot", () => {
  test('the frame takes its place', async () => {
    await load(`<p id="before"></p>${printed(42)}<p id="after"></p>`);
    expect(outline()).toEqual(['p#before', 'iframe', 'script', 'p#after']);
    expect(document.querySelector('iframe')!.src).toBe('https://embed.radio.example/42/');
  });

  test('with data-target the frame goes there, and the slot goes', async () => {
    await load(`<div id="target"></div>${printed(42).replace(' async>', ' data-target="#target" async>')}<p id="after"></p>`);
    expect(outline()).toEqual(['div#target', 'script', 'p#after']);
    expect(document.querySelector('#target > iframe')).not.toBeNull();
  });

  test('a refused station id leaves no empty box', async () => {
    const errors = await load(`${printed(42).replace('data-station="42"', 'data-station="1e+23"')}<p id="after"></p>`);
    expect(outline()).toEqual(['script', 'p#after']);
    expect(errors.mock.calls.map(([first]: unknown[]) => first)).toContain('radio-embed: data-station "1e+23" is not a station id (1 to 9007199254740991); no player');
  });

  test('a tag alone (no slot) gets its frame after it', async () => {
    await load(`<p id="before"></p><script src="${LOADER}" data-station="42" async></script><p id="after"></p>`);
    expect(outline()).toEqual(['p#before', 'script', 'iframe', 'p#after']);
  });
});
