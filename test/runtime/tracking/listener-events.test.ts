// @vitest-environment happy-dom
// The prompts and interactions of the lazy parts reach the analytics only through a subscribed
// source: before the integrations subscribe (consent), and after they stop, nobody hears them.
import { expect, test } from 'vitest';
import { activityFromListenerEvents, emitListenerEvent } from '../../../runtime/features/tracking/public/listener-events';
import type { PlayerActivity } from '../../../runtime/features/tracking/public/player-activity';

const player = {};

test('heard while subscribed only', () => {
  const heard: PlayerActivity[] = [];
  emitListenerEvent(window, player, { type: 'interaction', action: 'social icon' });
  const stop = activityFromListenerEvents(player, window)((activity) => heard.push(activity));
  emitListenerEvent(window, player, { type: 'prompt', action: "inactivity message 'Are You There?'" });
  stop();
  emitListenerEvent(window, player, { type: 'interaction', action: 'social icon' });
  expect(heard).toEqual([{ type: 'prompt', action: "inactivity message 'Are You There?'" }]);
});

test('another player\'s events, in the same window, are not heard', () => {
  const heard: PlayerActivity[] = [];
  const stop = activityFromListenerEvents(player, window)((activity) => heard.push(activity));
  emitListenerEvent(window, {}, { type: 'interaction', action: 'social icon' });
  stop();
  expect(heard).toEqual([]);
});

test('no window (Node): a source that hears nothing, and no error', () => {
  const stop = activityFromListenerEvents(player, {})(() => {});
  expect(stop).not.toThrow();
});
