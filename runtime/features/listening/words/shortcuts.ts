/** The English words of the keyboard shortcuts' help (its lazy chunk). `close` is the catalogue's one Close. */
export const EN_SHORTCUTS = {
  shortcuts: 'Keyboard shortcuts',
  spaceOrK: 'Space or K',
  keyToggle: 'Play or stop',
  keyMute: 'Mute or unmute',
  keyLouder: 'Volume up 5 %',
  keyQuieter: 'Volume down 5 %',
  keyClose: 'Close a menu or dialog',
  keyHelp: 'Show these shortcuts',
  close: 'Close',
};
