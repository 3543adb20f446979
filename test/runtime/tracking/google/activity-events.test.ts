import { describe, expect, it } from 'vitest';
import { activityToGaEvent } from '../../../../runtime/features/tracking/google/activity-events';
import type { PlayerActivity } from '../../../../runtime/features/tracking/public/player-activity';

describe('activityToGaEvent (spec §9 categories)', () => {
  it.each<[PlayerActivity, string, string, boolean]>([
    [{ type: 'stopped' }, 'playback', 'stopped', false],
    [{ type: 'played' }, 'playback', 'played', false],
    [{ type: 'autoplay' }, 'playback', 'autoplay', false],
    [{ type: 'muted' }, 'controls', 'muted', true],
    [{ type: 'unmuted' }, 'controls', 'unmuted', true],
    [{ type: 'user_played' }, 'controls', 'user played', true],
    [{ type: 'user_stopped' }, 'controls', 'user stopped', true],
    [{ type: 'volume_changed', from: 40, to: 60 }, 'controls', 'volume increased', true],
    [{ type: 'volume_changed', from: 60, to: 0 }, 'controls', 'volume decreased', true],
    [{ type: 'prompt', action: "inactivity message 'Are You There?'" }, 'prompts', "inactivity message 'Are You There?'", false],
    [{ type: 'interaction', action: 'social icon' }, 'interactions', 'social icon', true],
  ])('%o → %s / %s', (activity, category, action, userInteraction) => {
    expect(activityToGaEvent(activity, 'Radio 42')).toEqual({ category, action, label: 'Radio 42', userInteraction });
  });

  it('an unchanged volume is no event', () => {
    expect(activityToGaEvent({ type: 'volume_changed', from: 50, to: 50 }, 'Radio 42')).toBeNull();
  });
});
