/**
 * The English words of the first load: the controls, the connection states, the empty player.
 * The reference every other language translates (locales/<code>.ts); the only catalogue part an
 * English station's first load carries, so keep it to the words the first screen shows.
 */
export const EN_PLAYER = {
  play: 'Play',
  stop: 'Stop',
  tryAgain: 'Try again',
  mute: 'Mute',
  unmute: 'Unmute',
  volume: 'Volume',
  live: 'LIVE',
  share: 'Share',
  connecting: 'Connecting…',
  buffering: 'Buffering…',
  reconnecting: 'Reconnecting…',
  failed: 'Stream unavailable',
  notConfigured: 'This player is not configured',
};
