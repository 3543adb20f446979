import type { Connection } from './connection';
import type { Emitter } from '../lib/emitter';
import type { EngineEvents, EngineWarning } from './events';
import type { PhaseEvent } from './phase';
import { watchStreamMetadata } from './stream-metadata';
import type { EngineState } from './types';

export interface MediaEventsTarget {
  /** Into the phase table (./phase.ts). */
  send(event: PhaseEvent): void;
  warn(warning: EngineWarning): void;
  emit: Emitter<EngineEvents>['emit'];
  state: EngineState;
  connection: Connection;
  stopPlayingWhenPaused: boolean;
}

/**
 * What the media element reports, as phase events. The element's own facts are read here (is
 * there a `src`, is it still paused); what they mean for the session is the table's. Returns the
 * unlisten.
 */
export function listenToMedia(media: HTMLMediaElement, target: MediaEventsTarget): () => void {
  const { send, warn, emit, state, connection } = target;
  // Live radio has no end, but an HLS playlist can be closed (#EXT-X-ENDLIST): a packager that
  // stops leaves its last one so, and the element then gives it a duration. A live playlist's
  // duration is Infinity (Safari, Chromium, hls.js) or 0 (WebKitGTK's GStreamer player,
  // measured); only a closed one has a length. Connected afresh, it is not the station coming
  // back but its last minute replayed: the table fails that attempt.
  const closedHls = (): boolean =>
    connection.source()?.type === 'HLS' && Number.isFinite(media.duration) && media.duration > 0;

  const onMedia: Record<string, () => void> = {
    durationchange() {
      if (closedHls()) send({ type: 'closed' });
    },
    playing() {
      // No src and no hls.js: the event belongs to a connection already ended (WebKit fires
      // `playing` for a play() it then rejects; the session was over before the event came).
      if (!connection.viaTransport() && !connection.onElement()) return;
      send({ type: 'playing', closed: closedHls() });
    },
    // Out of data after it played: the screen says so at once (the watchers decide when it is a
    // drop). Not while moving to hls.js: that short gap is ours.
    waiting: () => send({ type: 'waiting' }),
    pause() {
      // Stale (a newer Play already started) or the end of the stream (the element pauses
      // before it fires `ended`): not a listener's pause.
      if (media.paused && !media.ended) send({ type: 'pause', ends: target.stopPlayingWhenPaused });
    },
    error() {
      // No src: the error belongs to a connection already ended.
      if (!connection.onElement()) return;
      // Firefox reports a decode error for a stray frame (a live MP3 joined mid-frame) and plays
      // on: an element that still plays has not failed. If it stops, the stall watch says so.
      if (!media.paused && media.readyState > 2) {
        return warn({ code: 'MEDIA_ERROR', message: 'The stream reported an error and plays on', payload: media.error });
      }
      send(connection.failure(media.error));
    },
    ended: () => send({ type: 'ended' }),
    volumechange() {
      const { muted } = media;
      const volume = Math.round(media.volume * 100);
      if (state.muted !== muted) {
        state.muted = muted;
        emit('mute_change', { muted });
        emit(muted ? 'mute' : 'unmute');
      }
      if (state.volume !== volume) {
        state.volume = volume;
        emit('volume_change', { volume });
      }
    },
  };
  for (const [type, listener] of Object.entries(onMedia)) media.addEventListener(type, listener);
  const stopMetadata = watchStreamMetadata(media, (now) => emit('metadata', now));
  return () => {
    for (const [type, listener] of Object.entries(onMedia)) media.removeEventListener(type, listener);
    stopMetadata();
  };
}
