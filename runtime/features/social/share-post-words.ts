/**
 * The share post's default texts, used when the station set no mask of its own: spec §5's
 * "Default mask" ('Currently listening to {{media_song}} by {{media_artist}} on {{station}} at
 * {{player_link}}.', kept whole in features/social/compose.ts as the reference) and spec §7's
 * e-mail subject. In parts, so every language can say it whole when the song, the artist, the
 * station or the link is missing; with everything known the parts join into the spec's mask
 * exactly (a test checks it). `{{…}}` are the mask's placeholders; `{track}` is the song by the
 * artist (or the one of them known), `{it}` the track or the station, whichever alone is known.
 * The post ends with a full stop after the link part. Carried by the share chunk only.
 */
export const EN_SHARE_POST = {
  postSongByArtist: '{{media_song}} by {{media_artist}}',
  postTrackOnStation: 'Currently listening to {track} on {{station}}',
  postListeningTo: 'Currently listening to {it}',
  postListening: 'Currently listening',
  postAtLink: ' at {{player_link}}',
  postSubject: 'Take a listen',
};
