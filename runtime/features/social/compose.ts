import { EN_SHARE_POST } from './share-post-words';

/** What a share mask may name (spec §5 "Mask placeholders"). */
export interface MaskValues {
  media_song: string;
  media_artist: string;
  station: string;
  player_link: string;
}

const PLACEHOLDERS = ['media_song', 'media_artist', 'station', 'player_link'] as const;

/**
 * Spec §5: the text when the station set no mask, the reference for every language's parts
 * (./share-post-words.ts): with everything known, English's parts join into exactly this.
 */
export const DEFAULT_MASK = 'Currently listening to {{media_song}} by {{media_artist}} on {{station}} at {{player_link}}.';

/** The default mask's parts in one language: EN_SHARE_POST, or its translation (`words()`). */
export type DefaultTexts = Omit<typeof EN_SHARE_POST, 'postSubject'>;

/**
 * The default mask in the player's language, said whole with what is known, so no text reads
 * "listening to  by X": no artist → "to {song} on …"; no song → "to {artist} on …"; neither →
 * "to {station} at …"; no station, no player link → their phrase goes too.
 */
export function defaultMask(values: MaskValues, texts: DefaultTexts = EN_SHARE_POST): string {
  const { media_song: song, media_artist: artist, station, player_link: link } = values;
  const track = song && artist ? texts.postSongByArtist : song ? '{{media_song}}' : artist ? '{{media_artist}}' : '';
  const said =
    track && station
      ? texts.postTrackOnStation.replace('{track}', track)
      : track || station
        ? texts.postListeningTo.replace('{it}', track || '{{station}}')
        : texts.postListening;
  return `${said}${link ? texts.postAtLink : ''}.`;
}

/**
 * A share text: the station's mask (trimmed; spec §5 "text options are trimmed and converted to
 * strings"), verbatim in any language, or the default mask in the player's language (`texts`,
 * English by default) with the cleanup above, its placeholders filled. An unknown
 * placeholder stays as written (the operator sees the typo); a missing value leaves no double
 * spaces or space before punctuation behind. '' when nothing is left.
 */
export function composeText(mask: unknown, values: MaskValues, texts: DefaultTexts = EN_SHARE_POST): string {
  const own = mask == null ? '' : String(mask).trim();
  const trimmed = { ...values };
  for (const name of PLACEHOLDERS) trimmed[name] = String(values[name] ?? '').trim();
  const filled = (own || defaultMask(trimmed, texts)).replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    (PLACEHOLDERS as readonly string[]).includes(name) ? trimmed[name as keyof MaskValues] : whole,
  );
  return filled
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ +([.,!?;:])/g, '$1')
    .trim();
}
