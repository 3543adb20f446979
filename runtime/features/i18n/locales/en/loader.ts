/** The title the loader gives the player's iframe (what a screen reader names the frame). */
export const EN_LOADER = {
  frameTitle: 'Radio player',
};
