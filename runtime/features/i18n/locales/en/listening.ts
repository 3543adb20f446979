/**
 * The English words of the listening features' panels and what they say to screen readers (the
 * sleep timer's menu, the keyboard shortcuts' help, "Are You There?"): lazy, with the panel code
 * they share. `{n}` is a number of minutes. `close` is the catalogue's one Close (EN_PRIVACY's).
 */
export const EN_LISTENING = {
  stopPlayingIn: 'Stop playing in',
  minutes: '{n} min',
  off: 'Off',
  sleepSet: 'Sleep timer: the stream stops in {n} minutes',
  sleepOff: 'Sleep timer off',
  sleepFading: 'Sleep timer: fading out and stopping',

  shortcuts: 'Keyboard shortcuts',
  spaceOrK: 'Space or K',
  keyToggle: 'Play or stop',
  keyMute: 'Mute or unmute',
  keyLouder: 'Volume up 5 %',
  keyQuieter: 'Volume down 5 %',
  keyClose: 'Close a menu or dialog',
  keyHelp: 'Show these shortcuts',
  close: 'Close',

  areYouThere: 'Are You There?',
  keepListening: 'Keep listening',
  askedSaid: 'Are you there? Playback stops in a minute unless you choose Keep listening.',
  gaveUp: 'Playback stopped: nobody answered',
};
