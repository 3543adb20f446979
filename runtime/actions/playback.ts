import { endEarlyStream, onEarlyStreamHeard, soundOnEarlyStream } from '../engine/early-stream';
import type { AudioEngine } from '../engine/types';
import { log } from '../lib/logger';
import type { PlayGate } from '../player/types';
import type { PlayerStores } from '../player/player-stores';
import type { EngineSession } from './engine-session';

/** Play, Stop and Mute of one player: its engine session, through its Play gate. */
export interface Playback {
  play(): void;
  stop(): void;
  toggleMute(): void;
  earlySound(muted: boolean, volume: number): boolean;
}

/** Makes one player's playback requests (createPlayer does, once). */
export function createPlayback(
  session: EngineSession,
  passPlayGate: PlayGate,
  { playback: $playback, connection: $connection }: Pick<PlayerStores, 'playback' | 'connection'>,
): Playback {
  /**
   * Runs a command on the engine: at once when it is there (so play() stays inside the click),
   * else once its code has loaded. Spec §4: refused with a warning unless the engine is ready —
   * then nothing plays, and the listener's request is dropped.
   */
  function withEngine(command: string, run: (engine: AudioEngine) => void): void {
    const ready = (engine: AudioEngine | null): void => {
      if (engine?.state.ready) return run(engine);
      log.warn(`Ignoring ${command}: the player is not ready yet`);
      $playback.setKey('playStream', false);
      $connection.set('idle');
    };
    const engine = session.currentEngine();
    if (engine) ready(engine);
    else void session.loadEngine().then(ready);
  }

  /**
   * Connects to the stream at its live edge. The listener's intent is recorded at once, inside the
   * click; `playing` turns true only when audio actually plays. Audio may play already: the first
   * paint's early stream, started by a cold click and replayed here (first-paint/held-input.ts).
   * The player says so once it is heard, at once or when it starts (Stop, LIVE, the host page's
   * `playing`), as the painted Play did, not "Play" while the engine's chunk comes and adopts it;
   * the engine's own events follow.
   */
  function play(): void {
    $playback.setKey('playStream', true);
    $connection.set('connecting');
    onEarlyStreamHeard(session.streamElement(), () => $playback.get().playStream && $connection.get() === 'connecting' && $connection.set('playing'));
    // The stream's play() may come after the click's gesture: after the engine's code arrives, or
    // after a pre-roll. Unlocked now, the element may play then.
    session.unlockStreamElement();
    withEngine('play', (engine) => {
      // Still wanted once the engine has loaded: a Stop in between wins.
      if ($playback.get().playStream) passPlayGate(() => engine.play());
    });
  }

  /** Ends the connection to the stream server (live radio has nothing to pause). */
  function stop(): void {
    // At once, whatever the engine still reports: a reconnect waiting for its next try, a failure.
    // First, so the player state (stores.playerState) goes straight to idle, never through paused.
    $connection.set('idle');
    $playback.setKey('playStream', false);
    // No engine yet: a pending Play sees playStream false. The first paint's early stream, not
    // taken over yet (before the engine came, or before its Play ran), ends here.
    session.currentEngine()?.stop();
    const media = session.streamElement();
    if (media) endEarlyStream(media);
  }

  /**
   * Mute and the volume before the engine has come, on the early stream it has not taken over
   * (engine/early-stream.ts): false where there is none, and the engine is to hear them.
   */
  const earlySound = (muted: boolean, volume: number): boolean =>
    !session.currentEngine() && soundOnEarlyStream(session.streamElement(), muted, volume) && ($playback.setKey('muted', muted), true);

  /** Mute, or unmute and restore the chosen volume. */
  const toggleMute = (): void => {
    const { muted, volume } = $playback.get();
    if (earlySound(!muted, volume)) return;
    withEngine('mute', (engine) => {
      const { muted, volume } = $playback.get();
      engine.setMuted(!muted);
      // applyVolume would skip: the store still says muted until the element confirms.
      if (muted) engine.setVolume(volume);
    });
  };
  return { play, stop, toggleMute, earlySound };
}
