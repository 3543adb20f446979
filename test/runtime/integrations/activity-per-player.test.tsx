// @vitest-environment happy-dom
// Spec §9 analytics, `interactions` / `social icon`: a share target's click reaches the analytics of
// the player it was made in, as one event, and never the analytics of another player on the same
// page (two embeds' scripts in one window, a host page showing a second before removing the first).
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { startPlayerIntegrations } from '../../../runtime/features/integrations/body';
import type { Integration } from '../../../runtime/features/integrations/integration-list';
import { activityToGaEvent } from '../../../runtime/features/tracking/google/activity-events';
import type { GaEvent } from '../../../runtime/features/tracking/google/gtag-tracker';
import { UsPrivacyMode } from '../../../runtime/features/privacy/public/mode';
import type { Player } from '../../../runtime/player/types';
import { embedConfig } from '../support/embed-config';
import { showPlayer } from '../support/render-player';
import { destroyTestPlayers, testPlayer } from '../support/test-player';
import { recordingLog } from '../tracking/support/recording-log';

const stops: (() => void)[] = [];

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type: string) => (type.startsWith('audio/') ? 'maybe' : ''));
  vi.spyOn(window, 'open').mockReturnValue({ opener: window } as unknown as Window);
});
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  act(() => destroyTestPlayers());
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

/** A player of `title` on the page, its integrations started with one that keeps the GA events it would send. */
async function shownWithAnalytics(title: string) {
  const config = embedConfig({ title, flower: ['Twitter'] });
  const player: Player = testPlayer(config);
  const root = await showPlayer(player);
  const sent: GaEvent[] = [];
  const analytics: Integration = {
    name: 'analytics probe',
    purpose: 'measure',
    enabled: () => true,
    start: async (_config, deps) => deps.onPlayerActivity?.((activity) => void sent.push(activityToGaEvent(activity, title)!)) ?? (() => {}),
  };
  const { playback, usPrivacyMode } = player.stores;
  // No privacy region here: analytics may run (the consent gate is tested on its own).
  usPrivacyMode.set(UsPrivacyMode.NOT_APPLICABLE);
  stops.push(
    startPlayerIntegrations(config, { log: recordingLog(), playback, autoplay: false, privacyMode: usPrivacyMode }, { integrations: [analytics], whenIdle: (run) => (run(), () => {}) }),
  );
  // This player's button (both players have a Share button; the overlay opened is this one's).
  const click = async (name: string) => {
    const button = await vi.waitFor(() => root.querySelector<HTMLElement>(`[aria-label="${name}"]`) ?? expect.fail(`no ${name} button yet`));
    await act(async () => button.click());
  };
  return { sent, click, root };
}

it('one share click in one player: one `interactions` / `social icon` event, in that player\'s analytics only', async () => {
  const one = await shownWithAnalytics('Radio One');
  const two = await shownWithAnalytics('Radio Two');
  await one.click('Share');
  await one.click('X (Twitter)');
  expect(window.open).toHaveBeenCalledOnce();
  await vi.waitFor(() => expect(one.sent).toHaveLength(1));
  expect(one.sent).toEqual([{ category: 'interactions', action: 'social icon', label: 'Radio One', userInteraction: true }]);
  expect(two.sent).toEqual([]);
}, 20_000);
