import type { StreamSource } from '../streams/select-stream';
import { inferStreamType, type StreamType } from '../../contract/stream-rules/stream-type';
import type { TypedSource } from './types';

// The MIME type to ask the media element about for each stream type.
const MIME: Record<StreamType, string> = { HLS: 'application/vnd.apple.mpegurl', AAC: 'audio/aac', MP3: 'audio/mpeg' };

/** Whether the media element plays this type by itself (HLS: Safari, and Chromium since 2025). */
export const playsNatively = (media: Pick<HTMLMediaElement, 'canPlayType'>, type: StreamType): boolean =>
  media.canPlayType(MIME[type]) !== '';

const hasMediaSource = (): boolean => 'MediaSource' in globalThis || 'ManagedMediaSource' in globalThis;

// Safari and every iOS browser: their own HLS player is the reference one, and the one iOS keeps
// playing on a locked screen.
const isAppleWebKit = (): boolean => globalThis.navigator?.vendor === 'Apple Computer, Inc.';

/**
 * HLS that the element cannot play itself goes through hls.js (Firefox). `preferHlsJs` (the
 * station's `data.hlsPlayer: "hls.js"`) sends it there in Chromium as well, whose own HLS player
 * shows no ID3 and, with short segments, keeps every second played (docs/engine.md).
 */
export const needsHlsJs = (media: Pick<HTMLMediaElement, 'canPlayType'>, type: StreamType, preferHlsJs = false): boolean =>
  type === 'HLS' && (!playsNatively(media, type) || (preferHlsJs && hasMediaSource() && !isAppleWebKit()));

/** Whether the source can play here: natively, or HLS through hls.js where Media Source Extensions exist. */
export const canPlay = (media: Pick<HTMLMediaElement, 'canPlayType'>, type: StreamType): boolean =>
  playsNatively(media, type) || (type === 'HLS' && hasMediaSource());

/** The sources this element can play, in their order, each typed (an override's from its URL). */
export const playableSources = (media: Pick<HTMLMediaElement, 'canPlayType'>, list: readonly StreamSource[]): TypedSource[] =>
  list.map((source) => ({ ...source, type: source.type ?? inferStreamType(source.url) })).filter((source) => canPlay(media, source.type));
