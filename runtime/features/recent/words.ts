/** The English words of the Recently played view (its lazy chunk); its heading is EN_PLAYER's. */
export const EN_RECENT = {
  nothingPlayed: 'Nothing played yet',
};
