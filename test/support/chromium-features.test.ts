import { describe, expect, test } from 'vitest';
import { BASE_ARGS } from './chromium';
import { playwrightDisabledFeatures, UNUSED_BROWSER_UI } from './chromium-features';

describe("the tests' Chromium switches", () => {
  test("one --disable-features, holding Playwright's list and the address bar's popups: a second switch would replace Playwright's", () => {
    const switches = BASE_ARGS.filter((arg) => arg.startsWith('--disable-features='));
    expect(switches).toHaveLength(1);
    const names = switches[0]!.slice('--disable-features='.length).split(',');
    expect(names).toEqual(expect.arrayContaining([...playwrightDisabledFeatures(), ...UNUSED_BROWSER_UI]));
    // What the framed tests' storage and the first-paint tests' timing rely on.
    expect(names).toEqual(expect.arrayContaining(['ThirdPartyStoragePartitioning', 'PaintHolding']));
  });

  test("a Playwright whose bundle no longer lists its features as read here stops the run, rather than dropping them", () => {
    expect(() => playwrightDisabledFeatures('const disabledFeatures = makeList();')).toThrow(/cannot read Playwright's --disable-features list/);
  });
});
