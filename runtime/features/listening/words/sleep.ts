/**
 * The Listening options button's words (it is in the bar, so in the first load: keep this to its
 * name). `{n}` is the sleep timer's minutes left.
 */
export const EN_SLEEP = {
  listeningOptions: 'Listening options',
  optionsSleepLeft: 'Listening options, sleep timer: {n} min left',
};
