import type { PlayerActivity } from '../tracking/public/player-activity';

/** Spec §9 analytics `prompts`: "ad blocker detected". */
export const AD_BLOCKER_DETECTED: PlayerActivity = { type: 'prompt', action: 'ad blocker detected' };

/**
 * Calls `onBlocked` once when a script on the player's page fails to load (a vendor's script the
 * integrations' loader inserted, or one the station's custom JS added) while the browser is online:
 * what an ad or tracker blocker does to them (the loader's error, spec §8). Heard in the capture
 * phase of the document (a script's `error` does not bubble), so no integration needs to report
 * it. Nothing is shown to the listener: the player plays on; the prompt is only an analytics event.
 * An outage of the vendor's host looks the same from here and is counted too (docs/tracking.md).
 */
export function watchBlockedScripts(doc: Document | undefined, onBlocked: () => void): () => void {
  if (!doc) return () => {};
  const onError = (event: Event) => {
    const target = event.target as HTMLScriptElement | null;
    if (target?.tagName !== 'SCRIPT' || !target.src || doc.defaultView?.navigator.onLine === false) return;
    stop();
    onBlocked();
  };
  const stop = () => doc.removeEventListener('error', onError, true);
  doc.addEventListener('error', onError, true);
  return stop;
}
