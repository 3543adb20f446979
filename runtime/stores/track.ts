import { map } from 'nanostores';

/** The current track (spec §3 "trackInfo"); empty strings until metadata arrives (issue 4). */
export interface TrackInfo {
  artist: string;
  title: string;
  cover: string;
}

export const $track = map<TrackInfo>({ artist: '', title: '', cover: '' });
