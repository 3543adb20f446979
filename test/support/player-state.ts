import type { ScriptPage } from './media';

/** What the player showed, as a page expression: Play's name, the status words, the stream element's state. */
export const PLAYER_STATE = `(() => { const a = document.querySelector('audio'); return { button: document.querySelector('.re-btn--play')?.getAttribute('aria-label'), words: document.querySelector('.re-status')?.textContent, media: a && { paused: a.paused, ended: a.ended, t: a.currentTime, rs: a.readyState, ns: a.networkState, err: a.error && a.error.code, src: a.currentSrc } }; })()`;

/** Throws `error` again with what the player showed then, for a wait that failed. */
export async function failWithPlayerState(page: ScriptPage, error: Error): Promise<never> {
  throw new Error(`${error.message}; the player showed ${JSON.stringify(await page.evaluate(PLAYER_STATE))}`);
}
