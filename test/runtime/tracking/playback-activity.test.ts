import { map } from 'nanostores';
import { describe, expect, it } from 'vitest';
import { activityFromPlayback } from '../../../runtime/features/tracking/public/playback-activity';
import { createActivityChannel, mergeActivitySources, rememberActivity, type PlayerActivity } from '../../../runtime/features/tracking/public/player-activity';

describe('player activity sources', () => {
  it('derives played/stopped, mute and volume changes from a playback store', () => {
    const $playback = map({ playStream: false, playing: false, muted: false, volume: 100 });
    const seen: PlayerActivity[] = [];
    const off = activityFromPlayback($playback)((a) => seen.push(a));
    $playback.setKey('playing', true);
    $playback.setKey('volume', 60);
    $playback.setKey('muted', true);
    $playback.setKey('muted', false);
    $playback.setKey('volume', 80);
    $playback.setKey('playStream', true); // intent only: no activity from the store
    $playback.setKey('playing', false);
    off();
    $playback.setKey('playing', true);
    expect(seen).toEqual([
      { type: 'played' },
      { type: 'volume_changed', from: 100, to: 60 },
      { type: 'muted' },
      { type: 'unmuted' },
      { type: 'volume_changed', from: 60, to: 80 },
      { type: 'stopped' },
    ]);
  });

  it('merges the store with a hand-fed channel (user play/stop, autoplay)', () => {
    const channel = createActivityChannel();
    const $playback = map({ playing: false, muted: false, volume: 100 });
    const seen: string[] = [];
    const off = mergeActivitySources(channel.subscribe, activityFromPlayback($playback))((a) => seen.push(a.type));
    channel.emit({ type: 'user_played' });
    $playback.setKey('playing', true);
    off();
    channel.emit({ type: 'user_stopped' });
    $playback.setKey('playing', false);
    expect(seen).toEqual(['user_played', 'played']);
  });
});

describe('rememberActivity', () => {
  it('replays what happened before a subscriber arrived, then forwards live', () => {
    const channel = createActivityChannel();
    const remembered = rememberActivity(channel.subscribe, 2);
    channel.emit({ type: 'user_played' });
    channel.emit({ type: 'played' });
    channel.emit({ type: 'muted' });
    const seen: string[] = [];
    const off = remembered.subscribe((a) => seen.push(a.type));
    channel.emit({ type: 'stopped' });
    off();
    channel.emit({ type: 'unmuted' });
    remembered.stop();
    channel.emit({ type: 'user_stopped' });
    // Only the last two before subscribing (the limit), then live until unsubscribed.
    expect(seen).toEqual(['played', 'muted', 'stopped']);
    const late: string[] = [];
    remembered.subscribe((a) => late.push(a.type));
    expect(late).toEqual(['stopped', 'unmuted']);
  });
});
