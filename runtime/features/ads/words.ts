/** The ad UI's English word (the ads chunk carries it). */
export const EN_ADS = {
  advertisement: 'Advertisement',
};
