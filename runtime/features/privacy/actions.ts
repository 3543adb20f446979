import type { InlineNoticeView } from '../../stores/privacy';
import type { PrivacyStores } from './deps';
import { withChoice, withNoticeShown, type PrivacyCache } from './cache';
import { UsPrivacyMode } from './public/mode';
import { modeForChoice } from './resolve-mode';
import type { PrivacyStorage } from './storage';

/** Spec §9: the page reloads 500 ms after an opt-out from the explicit notice. */
export const RELOAD_AFTER_OPT_OUT_MS = 500;
/** Spec §9: the player restarts 100 ms after a confirmed inline choice. */
export const RESTART_AFTER_CONFIRM_MS = 100;

/** What the actions need from the running privacy session (session.ts activates one). */
export interface PrivacySession {
  /** The listener's US state ('' until known). */
  region: string;
  gpc: boolean;
  repromptAfterDays: number;
  /** The player's privacy stores. */
  stores: PrivacyStores;
  storage: PrivacyStorage;
  now: () => number;
  reload: () => void;
  restartPlayer: () => void;
  /** Leaves an unsaved opt-out where the reloaded page finds it (carried-opt-out.ts). */
  carryOptOut: () => boolean;
  /** A timer the session's teardown cancels. */
  later: (run: () => void, ms: number) => void;
}

/** What the notices' buttons do (spec §4), for one privacy session: made by `createPrivacyActions`. */
export interface PrivacyActions {
  /**
   * Records the listener's choice (timestamp, expiry, region) and sets the mode; the strings
   * follow through the session's listener. Returns false when the choice could not be stored
   * (spec §8: the choice still holds for this page), or when there is no session (privacy off).
   */
  submitChoice(optOut: boolean): boolean;
  /** Explicit notice "Close" (and Escape): not opted out, notice shown. */
  closeExplicitNotice(): void;
  /** Explicit notice "Do not sell or share my personal information": opted out, then reload. */
  optOutFromExplicitNotice(): void;
  /** "Your Privacy Choices": opens the choice popout. */
  openPrivacyChoices(): void;
  /** The popout's "Close": back to the link and button. */
  closePrivacyChoices(): void;
  /**
   * The popout's "Opt-Out" / "Opt-In": records the opposite of the current state and moves to
   * the confirmation. Refused while GPC is on: the browser's signal decides, the popout offers no button.
   */
  togglePrivacyChoice(): void;
  /** The confirmation's "Ok": back to default; the player restarts with the new strings. */
  confirmPrivacyChoice(): void;
}

function commit(session: PrivacySession, cache: PrivacyCache): boolean {
  session.stores.privacyCache.set(cache);
  return session.storage.save(cache);
}

function showInline({ stores }: PrivacySession, view: InlineNoticeView): void {
  const notice = stores.privacyNotice.get();
  if (notice.inline !== 'hidden') stores.privacyNotice.set({ ...notice, inline: view });
}

/**
 * The actions of one privacy session (null: privacy off, and the choices do nothing). Its own
 * object, handed to its notices, so a choice never reaches a session that has been stopped:
 * `deactivate()` (the session's teardown) makes every action a no-op.
 */
export function createPrivacyActions(initial: PrivacySession | null): PrivacyActions & { deactivate(): void } {
  let session = initial;

  function submitChoice(optOut: boolean): boolean {
    const cache = session?.stores.privacyCache.get();
    if (!session || !cache) return false;
    const saved = commit(session, withChoice(cache, optOut, session.now(), session.repromptAfterDays, session.region));
    session.stores.usPrivacyMode.set(modeForChoice(optOut, session.gpc));
    return saved;
  }

  function answerExplicitNotice(optOut: boolean): void {
    const cache = session?.stores.privacyCache.get();
    if (!session || !cache || !session.stores.privacyNotice.get().explicit) return;
    const next = withNoticeShown(withChoice(cache, optOut, session.now(), session.repromptAfterDays, session.region), session.region);
    const saved = commit(session, next);
    session.stores.usPrivacyMode.set(modeForChoice(optOut, session.gpc));
    // Spec §4: whatever already started under the old mode goes away with the page. An opt-out
    // that could not be saved must not go with it (issue 15): it is carried through the reload.
    if (session.stores.usPrivacyMode.get() === UsPrivacyMode.APPLICABLE_OPTED_OUT) {
      if (!saved) session.carryOptOut();
      session.later(session.reload, RELOAD_AFTER_OPT_OUT_MS);
    }
  }

  return {
    submitChoice,
    closeExplicitNotice: () => answerExplicitNotice(false),
    optOutFromExplicitNotice: () => answerExplicitNotice(true),
    openPrivacyChoices: () => session && showInline(session, 'choice'),
    closePrivacyChoices: () => session && showInline(session, 'default'),
    togglePrivacyChoice() {
      if (!session || session.gpc || session.stores.privacyNotice.get().inline !== 'choice') return;
      submitChoice(session.stores.usPrivacyMode.get() !== UsPrivacyMode.APPLICABLE_OPTED_OUT);
      showInline(session, 'confirm');
    },
    confirmPrivacyChoice() {
      if (!session || session.stores.privacyNotice.get().inline !== 'confirm') return;
      showInline(session, 'default');
      session.later(session.restartPlayer, RESTART_AFTER_CONFIRM_MS);
    },
    deactivate() {
      session = null;
    },
  };
}
