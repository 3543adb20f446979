/**
 * The English words of the Listening options menu (its lazy chunk): the sleep timer's lengths and
 * what it says to screen readers, "Low data" with its estimate, the way to the shortcuts' help.
 * `{n}` is a number of minutes, or of megabytes in `dataUse`. `close` and `shortcuts` are the
 * same words as the shortcuts' help.
 */
export const EN_LISTEN_MENU = {
  sleepTimer: 'Sleep timer',
  stopPlayingIn: 'Stop playing in',
  minutes: '{n} min',
  off: 'Off',
  sleepSet: 'Sleep timer: the stream stops in {n} minutes',
  sleepOff: 'Sleep timer off',
  sleepFading: 'Sleep timer: fading out and stopping',

  lowData: 'Low data',
  dataUse: '≈ {n} MB per hour',

  shortcuts: 'Keyboard shortcuts',
  close: 'Close',
};
