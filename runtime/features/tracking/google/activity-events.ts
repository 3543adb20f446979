import type { PlayerActivity } from '../public/player-activity';
import type { GaEvent } from './gtag-tracker';

/** Spec §9 analytics categories the player produces. */
export const GaCategory = { PLAYBACK: 'playback', CONTROLS: 'controls', INTERACTIONS: 'interactions', PROMPTS: 'prompts' } as const;

/**
 * Maps player activity to an event hit: playback (stopped, played, autoplay) are the player's
 * doing; controls (muted, unmuted, user played, user stopped, volume increased/decreased) are the
 * listener's. The label names the station. Null when nothing changed (same volume).
 */
export function activityToGaEvent(activity: PlayerActivity, label: string): GaEvent | null {
  const playback = (action: string): GaEvent => ({ category: GaCategory.PLAYBACK, action, label, userInteraction: false });
  const controls = (action: string): GaEvent => ({ category: GaCategory.CONTROLS, action, label, userInteraction: true });
  switch (activity.type) {
    case 'played':
      return playback('played');
    case 'stopped':
      return playback('stopped');
    case 'autoplay':
      return playback('autoplay');
    case 'user_played':
      return controls('user played');
    case 'user_stopped':
      return controls('user stopped');
    case 'muted':
      return controls('muted');
    case 'unmuted':
      return controls('unmuted');
    case 'prompt':
      return { category: GaCategory.PROMPTS, action: activity.action, label, userInteraction: false };
    case 'interaction':
      return { category: GaCategory.INTERACTIONS, action: activity.action, label, userInteraction: true };
    case 'volume_changed':
      if (activity.to === activity.from) return null;
      return controls(activity.to > activity.from ? 'volume increased' : 'volume decreased');
  }
}
