// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { UsPrivacyMode } from '../../../../runtime/features/privacy/public/mode';
import type { Player } from '../../../../runtime/player/types';
import { PlayerContext } from '../../../../runtime/player/context';
import { createPlayerStores } from '../../../../runtime/player/player-stores';
import { LazyPrivacyNotices } from '../../../../runtime/features/privacy/ui/LazyPrivacyNotices';
import { PrivacyNotices } from '../../../../runtime/features/privacy/ui/PrivacyNotices';
import { startPrivacy as startPrivacyChunk } from '../../../../runtime/features/privacy/body';
import { PRIVACY_STYLE_ID } from '../../../../runtime/features/privacy/ui/privacy-styles';
import { privacySettled } from '../../../../runtime/features/privacy/public/settled';
import { CALIFORNIA, GERMANY } from '../../../support/geo-server';
import { privacyActions, privacyStores, startPrivacy, stationConfig, stopAllPrivacy, testDeps } from '../../privacy/privacy-fixture';

// The notices' stylesheet as the build hands it over (vitest's own `?inline` CSS is ''): minified
// text whose sha256 the page's CSP allows, so it must be inserted exactly as it is.
const NOTICES_CSS = vi.hoisted(() => '.re-privacy-backdrop{position:fixed;inset:0}');
vi.mock('../../../../runtime/features/privacy/ui/privacy-notices.css?inline', () => ({ default: NOTICES_CSS }));

const NOTICE_URL = '/privacy_notice';
let root: HTMLElement;

beforeEach(() => {
  root = document.createElement('div');
  document.body.append(root);
});
afterEach(() => {
  render(null, root);
  root.remove();
  stopAllPrivacy();
  vi.useRealTimers();
});

/** A geo service answering with `place`, as a real Response. */
const geoAnswering = (place: object) => vi.fn(async () => new Response(JSON.stringify(place)));

/** Starts privacy for a listener at `place` and renders the notices. */
async function listener(place: object, extra: Parameters<typeof testDeps>[0] = {}) {
  const fixture = testDeps({ fetch: geoAnswering(place), ...extra });
  await startPrivacy(stationConfig({ enabled: true, regions: ['CA'] }, 'https://geo.example'), fixture.deps);
  await act(() => render(<PrivacyNotices noticeUrl={NOTICE_URL} actions={privacyActions()} stores={privacyStores()} />, root));
  return fixture.deps;
}

const dialog = () => root.querySelector<HTMLElement>('[role="dialog"][aria-modal="true"]');
// happy-dom applies no CSS: leave out the folded button's short name, which shows only in compact frames.
const shownText = (b: Element) => [...b.childNodes].filter((n) => !(n instanceof Element && n.matches('.re-privacy-short'))).map((n) => n.textContent).join('');
// By its shown text, or its accessible name where it shows an icon (the panel header's × is "Close").
const button = (name: string) => [...root.querySelectorAll('button')].find((b) => shownText(b) === name || b.getAttribute('aria-label') === name);
const link = (name: string) => [...root.querySelectorAll('a')].find((a) => a.textContent === name);
const click = (name: string) => act(() => button(name)!.click());
const press = (target: EventTarget, key: string, shiftKey = false) =>
  act(() => void target.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true })));

describe('explicit notice', () => {
  test('a Californian sees an accessible modal with the spec texts, focus inside', async () => {
    await listener(CALIFORNIA);
    const modal = dialog()!;
    expect(modal).not.toBeNull();
    const title = document.getElementById(modal.getAttribute('aria-labelledby')!)!;
    expect(title.textContent).toBe('Privacy Notice');
    expect(modal.textContent).toContain('To see how we use personal data, view our privacy notice');
    const notice = link('view our privacy notice')!;
    expect(notice.getAttribute('href')).toBe(NOTICE_URL);
    expect(notice.target).toBe('_blank');
    expect(notice.rel).toBe('noopener');
    expect(button('Do not sell or share my personal information')).toBeDefined();
    expect(button('Close')).toBeDefined();
    expect(modal.contains(document.activeElement)).toBe(true);
  });

  test('Close hides it, keeps the listener not opted out, and shows the inline notice', async () => {
    await listener(CALIFORNIA);
    await click('Close');
    expect(dialog()).toBeNull();
    expect(privacyStores().usPrivacyMode.get()).toBe(UsPrivacyMode.APPLICABLE_NOT_OPTED_OUT);
    expect(link('Privacy Notice')!.getAttribute('href')).toBe(NOTICE_URL);
    expect(button('Your Privacy Choices')).toBeDefined();
  });

  test('Escape closes it like Close', async () => {
    await listener(CALIFORNIA);
    await press(document, 'Escape');
    expect(dialog()).toBeNull();
    expect(privacyStores().privacyStrings.get().usPrivacy).toBe('1YNY');
  });

  test('"Do not sell or share my personal information" opts out; the page reloads 500 ms later', async () => {
    const deps = await listener(CALIFORNIA);
    vi.useFakeTimers();
    await click('Do not sell or share my personal information');
    expect(dialog()).toBeNull();
    expect(privacyStores().privacyStrings.get().usPrivacy).toBe('1YYY');
    vi.advanceTimersByTime(499);
    expect(deps.reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(deps.reload).toHaveBeenCalledOnce();
  });

  test('Tab and Shift+Tab wrap inside the dialog; focus that leaves is pulled back', async () => {
    await listener(CALIFORNIA);
    const first = link('view our privacy notice')!;
    const last = button('Close')!;
    last.focus();
    await press(last, 'Tab');
    expect(document.activeElement).toBe(first);
    await press(first, 'Tab', true);
    expect(document.activeElement).toBe(last);

    const outside = document.createElement('button');
    document.body.append(outside);
    outside.focus();
    expect(dialog()!.contains(document.activeElement)).toBe(true);
    outside.remove();
  });

  test('a German listener sees no notice at all', async () => {
    await listener(GERMANY);
    expect(root.innerHTML).toBe('');
  });
});

describe('inline notice', () => {
  test('"Your Privacy Choices" → Opt-Out → confirmation → Ok → the player restarts 100 ms later', async () => {
    const deps = await listener(CALIFORNIA);
    await click('Close');
    const choices = button('Your Privacy Choices')!;
    await act(() => choices.click());
    expect(choices.getAttribute('aria-expanded')).toBe('true');
    expect(root.textContent).toContain('You opted-in for the delivery of personalized ad content');
    expect(link('view our privacy policy')!.getAttribute('href')).toBe(NOTICE_URL);
    expect(button('Opt-In')).toBeUndefined();

    await click('Opt-Out');
    expect(root.textContent).toContain('Opt-Out confirmed. Clicking OK will re-start your player.');
    expect(document.activeElement).toBe(button('Ok'));
    expect(privacyStores().privacyStrings.get().usPrivacy).toBe('1YYY');

    vi.useFakeTimers();
    await click('Ok');
    expect(button('Ok')).toBeUndefined();
    expect(document.activeElement).toBe(button('Your Privacy Choices'));
    vi.advanceTimersByTime(99);
    expect(deps.restartPlayer).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(deps.restartPlayer).toHaveBeenCalledOnce();
  });

  test('after an opt-out the popout offers Opt-In, and opting in confirms "Opt-In confirmed."', async () => {
    await listener(CALIFORNIA);
    await click('Close');
    await click('Your Privacy Choices');
    await click('Opt-Out');
    await click('Ok');
    await click('Your Privacy Choices');
    expect(root.textContent).toContain('You opted-out for the delivery of personalized ad content');
    await click('Opt-In');
    expect(root.textContent).toContain('Opt-In confirmed. Clicking OK will re-start your player.');
    expect(privacyStores().privacyStrings.get().usPrivacy).toBe('1YNY');
  });

  test('the popout closes with Close and with Escape, choice unchanged, focus back on the button', async () => {
    await listener(CALIFORNIA);
    await click('Close');
    await click('Your Privacy Choices');
    await click('Close');
    expect(button('Opt-Out')).toBeUndefined();
    expect(document.activeElement).toBe(button('Your Privacy Choices'));
    await click('Your Privacy Choices');
    await press(document.activeElement!, 'Escape');
    expect(button('Opt-Out')).toBeUndefined();
    expect(privacyStores().usPrivacyMode.get()).toBe(UsPrivacyMode.APPLICABLE_NOT_OPTED_OUT);
  });

  test('GPC: no explicit notice; the popout says the signal is honoured and offers no Opt-In', async () => {
    await listener(CALIFORNIA, { navigator: { globalPrivacyControl: true } });
    expect(dialog()).toBeNull();
    await click('Your Privacy Choices');
    expect(root.textContent).toContain('You opted-out for the delivery of personalized ad content');
    expect(root.textContent).toContain("Your browser's Global Privacy Control signal is honoured: you are opted out.");
    expect(button('Opt-In')).toBeUndefined();
    expect(button('Close')).toBeDefined();
  });
});

describe('LazyPrivacyNotices and the privacy chunk', () => {
  const stopChunk: (() => void)[] = [];
  /** The test's player (its requests, its own stores), as the shell provides it. */
  let player: Player;
  let restartPlayer: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    restartPlayer = vi.fn();
    player = { startup: { overrides: {} }, stores: createPlayerStores(), request: { stop: () => {}, play: restartPlayer } } as unknown as Player;
  });
  const renderNotices = () =>
    render(
      <PlayerContext.Provider value={player}>
        <LazyPrivacyNotices />
      </PlayerContext.Provider>,
      root,
    );
  afterEach(() => {
    for (const stop of stopChunk.splice(0)) stop();
    vi.unstubAllGlobals();
    document.getElementById(PRIVACY_STYLE_ID)?.remove();
    localStorage.clear();
  });

  /** The body as its face (runtime/features/privacy/face.ts) starts it, against a geo service answering `place`. */
  async function startChunk(privacy: { enabled: boolean }, place: object) {
    vi.stubGlobal('fetch', geoAnswering(place));
    // A playing player: the restart after a confirmed choice stops it and plays again.
    player.stores.playback.setKey('playStream', true);
    stopChunk.push(startPrivacyChunk(player, stationConfig({ ...privacy, regions: ['CA'] }, 'https://geo.example')));
    await act(async () => void (await privacySettled(player.stores.privacyStatus)));
    return restartPlayer;
  }

  test('shows nothing until the chunk hands over the notices; then a Californian sees the styled notice', async () => {
    const head = document.createElement('style');
    head.id = 'station-css';
    document.head.append(head);
    await act(() => renderNotices());
    expect(root.innerHTML).toBe('');

    await startChunk({ enabled: true }, CALIFORNIA);
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
    const styles = document.getElementById(PRIVACY_STYLE_ID)!;
    expect(styles.textContent).toBe(NOTICES_CSS);
    // Before the station's custom CSS in <head> (with the panels' surface it shares, also lazy):
    // the station's CSS, later in the page, wins at equal specificity.
    expect(styles.compareDocumentPosition(head) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    head.remove();
  });

  test('Ok after an inline choice restarts the playing player through its requests, 100 ms later', async () => {
    await act(() => renderNotices());
    const restartPlayer = await startChunk({ enabled: true }, CALIFORNIA);
    await click('Close');
    await click('Your Privacy Choices');
    await click('Opt-Out');
    vi.useFakeTimers();
    await click('Ok');
    expect(restartPlayer).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(restartPlayer).toHaveBeenCalledOnce();
    expect(player.stores.privacyStrings.get().usPrivacy).toBe('1YYY');
  });

  test('a station with privacy off (the chunk loaded only to read an override) gets no notices', async () => {
    await act(() => renderNotices());
    await startChunk({ enabled: false }, CALIFORNIA);
    await act(async () => {});
    expect(root.innerHTML).toBe('');
    expect(player.stores.usPrivacyMode.get()).toBe(UsPrivacyMode.NOT_APPLICABLE);
  });

  test('the teardown takes the notices away', async () => {
    await act(() => renderNotices());
    await startChunk({ enabled: true }, CALIFORNIA);
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
    await act(() => stopChunk.pop()!());
    expect(root.innerHTML).toBe('');
  });
});
