/** The English words of the "Are You There?" prompt (its lazy chunk) and what it says to screen readers. */
export const EN_INACTIVITY = {
  areYouThere: 'Are You There?',
  keepListening: 'Keep listening',
  askedSaid: 'Are you there? Playback stops in a minute unless you choose Keep listening.',
  gaveUp: 'Playback stopped: nobody answered',
};
