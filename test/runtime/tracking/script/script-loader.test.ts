import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadState } from '../../../../runtime/features/tracking/script/load-state';
import { createScriptLoader, type ScriptLoaderOptions } from '../../../../runtime/features/tracking/script/script-loader';
import { browserPerTest } from '../support/browser-per-test';
import { flush } from '../support/test-browser';

const SRC = 'https://cdn.vendor.example/sdk.js';

describe('ScriptLoader', () => {
  const env = browserPerTest();
  beforeEach(() => {
    env.browser.document.head.innerHTML = '<meta charset="utf-8"><title>t</title>';
    env.browser.document.body.innerHTML = '<main id="player"></main>';
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const loader = (options: Partial<ScriptLoaderOptions> = {}) =>
    createScriptLoader({ src: SRC, document: env.browser.document, log: env.log, ...options });

  it('goes NOT_LOADED → LOADING → LOADED and the script really runs', async () => {
    const script = loader();
    const events: string[] = [];
    script.events.on('ANY', ({ type }) => events.push(type));
    expect(script.state).toBe(LoadState.NOT_LOADED);

    const loaded = script.load();
    expect(script.state).toBe(LoadState.LOADING);
    expect(env.browser.requests).toEqual([SRC]);

    env.browser.serve(SRC, 'window.vendorSdk = { ready: true };');
    await expect(loaded).resolves.toBe(true);
    expect(script.state).toBe(LoadState.LOADED);
    expect(env.browser.globals.vendorSdk).toEqual({ ready: true });
    expect(events).toEqual(['REQUESTED', 'LOADED']);
  });

  it('shares one attempt between repeated load calls and does not load twice', async () => {
    const script = loader();
    const first = script.load();
    expect(script.load()).toBe(first);
    env.browser.serve(SRC, '');
    await first;
    await expect(script.load()).resolves.toBe(true);
    expect(env.browser.scriptSources()).toEqual([SRC]);
    expect(env.browser.requests).toEqual([SRC]);
  });

  it('is async and deferred by default, and either can be turned off', () => {
    const created = vi.spyOn(env.browser.document, 'createElement');
    loader({ id: 'a' }).load();
    loader({ id: 'b', async: false, defer: false, src: 'https://cdn.vendor.example/b.js' }).load();
    const [a, b] = created.mock.results.map((r) => r.value as HTMLScriptElement);
    expect([a?.id, a?.async, a?.defer]).toEqual(['a', true, true]);
    expect([b?.id, b?.async, b?.defer]).toEqual(['b', false, false]);
  });

  it('gives a script without an id a random one', () => {
    const one = loader();
    const two = loader();
    one.load();
    expect(one.id).toMatch(/^script_\w+$/);
    expect(one.id).not.toBe(two.id);
    expect(env.browser.document.getElementById(one.id)?.getAttribute('src')).toBe(SRC);
  });

  it.each([
    ['head-prepend', 'head', 0],
    ['head-append', 'head', -1],
    ['body-prepend', 'body', 0],
    ['body-append', 'body', -1],
    ['somewhere-else', 'head', -1],
    [undefined, 'head', -1],
  ] as const)('insert mode %s puts the script in %s at %i', (insert, parent, index) => {
    loader({ id: 'x', insert }).load();
    const children = Array.from(env.browser.document[parent].children);
    expect(children.at(index)?.id).toBe('x');
    expect(children).toHaveLength(parent === 'head' ? 3 : 2);
  });

  it('on a load error removes the element, returns to NOT_LOADED and dispatches ERROR', async () => {
    const script = loader({ id: 'broken' });
    const errors: unknown[] = [];
    script.events.on('error' as 'ERROR', (e) => errors.push(e)); // names are upper-cased at run time
    const loaded = script.load();
    env.browser.serve(SRC, 'not found', 404);
    await expect(loaded).resolves.toBe(false);
    expect(script.state).toBe(LoadState.NOT_LOADED);
    expect(env.browser.document.getElementById('broken')).toBeNull();
    expect(errors).toEqual([expect.objectContaining({ code: 'LOAD_FAILED', src: SRC })]);
  });

  it('can try again after an error', async () => {
    const script = loader();
    const first = script.load();
    env.browser.answer(SRC, '', 500);
    await expect(first).resolves.toBe(false);
    const second = script.load();
    expect(script.state).toBe(LoadState.LOADING);
    env.browser.serve(SRC, 'window.retried = 1;');
    await expect(second).resolves.toBe(true);
    expect(env.browser.requests).toEqual([SRC, SRC]);
  });

  it('unload removes the element, returns to NOT_LOADED, resolves a pending load false', async () => {
    const script = loader({ id: 'gone' });
    const unloaded = vi.fn();
    script.events.on('UNLOADED', unloaded);
    const loaded = script.load();
    script.unload();
    await expect(loaded).resolves.toBe(false);
    expect(script.state).toBe(LoadState.NOT_LOADED);
    expect(env.browser.document.getElementById('gone')).toBeNull();
    expect(unloaded).toHaveBeenCalledOnce();
    // A late answer for the removed element changes nothing.
    env.browser.serve(SRC, 'window.late = 1;');
    await flush();
    expect(script.state).toBe(LoadState.NOT_LOADED);
  });

  it("reports 'Unable to create script element' when the document cannot create one", async () => {
    const document = env.browser.document;
    vi.spyOn(document, 'createElement').mockImplementationOnce(() => {
      throw new Error('blocked');
    });
    const script = loader();
    const errors: { code: string; message: string }[] = [];
    script.events.on('ERROR', (e) => errors.push(e));
    await expect(script.load()).resolves.toBe(false);
    expect(script.state).toBe(LoadState.NOT_LOADED);
    expect(errors).toEqual([expect.objectContaining({ code: 'CREATE_FAILED', message: 'Unable to create script element' })]);
    expect(env.log.warn).toHaveBeenCalledWith('Unable to create script element', SRC);
  });

  it("reports 'Unable to insert script element into DOM' when the target is missing", async () => {
    env.browser.document.body.remove();
    const script = loader({ id: 'orphan', insert: 'body-append' });
    const errors: { message: string }[] = [];
    script.events.on('ERROR', (e) => errors.push(e));
    await expect(script.load()).resolves.toBe(false);
    expect(script.state).toBe(LoadState.NOT_LOADED);
    expect(errors.map((e) => e.message)).toEqual(['Unable to insert script element into DOM']);
    expect(env.browser.document.getElementById('orphan')).toBeNull();
    expect(env.browser.requests).toEqual([]);
  });
});
