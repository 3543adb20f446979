import type { StreamType } from '../streams/stream-type';

// The MIME type to ask the media element about for each stream type.
const MIME: Record<StreamType, string> = { HLS: 'application/vnd.apple.mpegurl', AAC: 'audio/aac', MP3: 'audio/mpeg' };

/** Whether the media element plays this type by itself (HLS: Safari, and Chromium since 2025). */
export const playsNatively = (media: Pick<HTMLMediaElement, 'canPlayType'>, type: StreamType): boolean =>
  media.canPlayType(MIME[type]) !== '';

/** HLS that the element cannot play itself goes through hls.js (Firefox). */
export const needsHlsJs = (media: Pick<HTMLMediaElement, 'canPlayType'>, type: StreamType): boolean =>
  type === 'HLS' && !playsNatively(media, type);

/** Whether the source can play here: natively, or HLS through hls.js where Media Source Extensions exist. */
export const canPlay = (media: Pick<HTMLMediaElement, 'canPlayType'>, type: StreamType): boolean =>
  playsNatively(media, type) || (type === 'HLS' && ('MediaSource' in globalThis || 'ManagedMediaSource' in globalThis));
