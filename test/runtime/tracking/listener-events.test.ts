// @vitest-environment happy-dom
// The prompts and interactions of the lazy parts reach the analytics only through a subscribed
// source: before the integrations subscribe (consent), and after they stop, nobody hears them.
import { expect, test } from 'vitest';
import { activityFromListenerEvents, emitListenerEvent } from '../../../runtime/features/tracking/public/listener-events';
import type { PlayerActivity } from '../../../runtime/features/tracking/public/player-activity';

test('heard while subscribed only', () => {
  const heard: PlayerActivity[] = [];
  emitListenerEvent(window, { type: 'interaction', action: 'social icon' });
  const stop = activityFromListenerEvents(window)((activity) => heard.push(activity));
  emitListenerEvent(window, { type: 'prompt', action: "inactivity message 'Are You There?'" });
  stop();
  emitListenerEvent(window, { type: 'interaction', action: 'social icon' });
  expect(heard).toEqual([{ type: 'prompt', action: "inactivity message 'Are You There?'" }]);
});

test('no window (Node): a source that hears nothing, and no error', () => {
  const stop = activityFromListenerEvents({})(() => {});
  expect(stop).not.toThrow();
});
