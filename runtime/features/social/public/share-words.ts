/** The share overlay's English words (its lazy chunk carries them). Heading: EN_PLAYER.share. */
export const EN_SHARE = {
  back: 'Back',
  stationWebsite: 'Station website',
  website: 'Website',
  email: 'Email',
  copyLink: 'Copy link',
  copyEmbedCode: 'Copy embed code',
  embedCode: 'Embed code',
  linkCopied: 'Link copied',
  embedCodeCopied: 'Embed code copied',
  linkNotCopied: 'Could not copy the link',
  embedCodeNotCopied: 'Could not copy the embed code',
};
