import { safeStorage } from '../../lib/safe-storage';

/** sessionStorage key of the answer that last reloaded this player's frame (a hash, not the answer). */
const RELOADED_FOR = 're-consent-reloaded-for';

/** A short hash of an answer, so that the answer itself is not kept. */
export function answerHash(text: string): string {
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash, 33) ^ text.charCodeAt(i);
  return (hash >>> 0).toString(36);
}

export interface ReloadGuard {
  /** Every answer the host gives: an answer other than the one that last reloaded clears the record. */
  seen(answer: string): void;
  /** Reloads for `answer`, unless this page already did, or the last reload was for this same answer. */
  reload(answer: string): boolean;
}

/**
 * Reloads at most once per host answer. The frame's sessionStorage outlives the reload, so an
 * answer that reloaded the player cannot reload it again when the new page hears it (a loop, if
 * anything ever used what it withdraws before it came); where storage is blocked, once per page.
 */
export function reloadGuard(storage: () => Storage, reload: () => void): ReloadGuard {
  const session = safeStorage(storage);
  let reloading = false;
  return {
    seen(answer) {
      const last = session.get(RELOADED_FOR);
      if (last && last !== answerHash(answer)) session.remove(RELOADED_FOR);
    },
    reload(answer) {
      const hash = answerHash(answer);
      if (reloading || session.get(RELOADED_FOR) === hash) return false;
      reloading = true;
      session.set(RELOADED_FOR, hash);
      reload();
      return true;
    },
  };
}
