import type { StreamType } from '../streams/stream-type';

// The MIME types to ask the media element about for each stream type.
const MIME_TYPES: Record<StreamType, string[]> = {
  HLS: ['application/vnd.apple.mpegurl'],
  AAC: ['audio/aac', 'audio/mp4; codecs="mp4a.40.2"'],
  MP3: ['audio/mpeg'],
};

/** Whether the browser's own media element can play this type (Safari plays HLS; most do not). */
export function canPlayNatively(media: Pick<HTMLMediaElement, 'canPlayType'>, type: StreamType): boolean {
  return MIME_TYPES[type].some((mime) => media.canPlayType(mime) !== '');
}
