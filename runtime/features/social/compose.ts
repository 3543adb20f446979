/** What a share mask may name (spec §5 "Mask placeholders"). */
export interface MaskValues {
  media_song: string;
  media_artist: string;
  station: string;
  player_link: string;
}

const PLACEHOLDERS = ['media_song', 'media_artist', 'station', 'player_link'] as const;

/** Spec §5: the text when the station set no mask. */
export const DEFAULT_MASK = 'Currently listening to {{media_song}} by {{media_artist}} on {{station}} at {{player_link}}.';

/**
 * The default mask without the words of what is missing, so no text reads "listening to  by X":
 * no artist → "to {song} on …"; no song → "to {artist} on …"; neither → "to {station} at …";
 * no station, no player link → their phrase goes too.
 */
function defaultMaskFor(values: MaskValues): string {
  let mask = DEFAULT_MASK;
  if (!values.media_song && !values.media_artist) mask = mask.replace('{{media_song}} by {{media_artist}} on ', '');
  else if (!values.media_artist) mask = mask.replace(' by {{media_artist}}', '');
  else if (!values.media_song) mask = mask.replace('{{media_song}} by ', '');
  if (!values.station) mask = mask.replace(/ (on|to) \{\{station\}\}/, '');
  if (!values.player_link) mask = mask.replace(' at {{player_link}}', '');
  return mask;
}

/**
 * A share text: the station's mask (trimmed; spec §5 "text options are trimmed and converted to
 * strings"), or the default mask with the cleanup above, its placeholders filled. An unknown
 * placeholder stays as written (the operator sees the typo); a missing value leaves no double
 * spaces or space before punctuation behind. '' when nothing is left.
 */
export function composeText(mask: unknown, values: MaskValues): string {
  const own = mask == null ? '' : String(mask).trim();
  const trimmed = { ...values };
  for (const name of PLACEHOLDERS) trimmed[name] = String(values[name] ?? '').trim();
  const filled = (own || defaultMaskFor(trimmed)).replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    (PLACEHOLDERS as readonly string[]).includes(name) ? trimmed[name as keyof MaskValues] : whole,
  );
  return filled
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ +([.,!?;:])/g, '$1')
    .trim();
}
