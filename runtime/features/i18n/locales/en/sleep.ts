/**
 * The sleep timer button's words (it is in the bar, so in the first load: keep this to its
 * name). `{n}` is the minutes left.
 */
export const EN_SLEEP = {
  sleepTimer: 'Sleep timer',
  sleepLeft: 'Sleep timer, {n} min left',
};
