import { escapeHtml } from '../render/escape';

/** The runtime's storage keys (runtime/features/privacy/storage.ts, carried-opt-out.ts; a test keeps them equal). */
export const PRIVACY_CACHE_KEY = 'v7_usprivacy_1_cache';
export const CARRIED_OPT_OUT_KEY = 'v7_usprivacy_1_carried_optout';
/** sessionStorage of the preview page: the situation the stored choice was made in. */
const SITUATION_KEY = 'radio-embed-preview:situation';

/**
 * The frames page's one script, placed before the frames. The listener's choice lives in
 * localStorage of the frames' origin, which is this page's: one store for every frame. So a new
 * situation (another state, GPC) starts every frame as a first-time listener, the stored choice
 * is shown as it changes (a frame's write fires `storage` here), and "Forget my choice" clears it
 * and reloads the frames. Reloading the page keeps it: that is the returning listener.
 */
export function forgetChoiceScript(situation: string): string {
  return `<script data-situation="${escapeHtml(situation)}">${SCRIPT}</script>`;
}

const SCRIPT = `(() => {
  const situation = document.currentScript.dataset.situation;
  const forget = () => {
    try { localStorage.removeItem(${JSON.stringify(PRIVACY_CACHE_KEY)}); sessionStorage.removeItem(${JSON.stringify(CARRIED_OPT_OUT_KEY)}); } catch {}
  };
  try {
    if (sessionStorage.getItem(${JSON.stringify(SITUATION_KEY)}) !== situation) {
      forget();
      sessionStorage.setItem(${JSON.stringify(SITUATION_KEY)}, situation);
    }
  } catch {}
  const describe = () => {
    let cache = null;
    try { cache = JSON.parse(localStorage.getItem(${JSON.stringify(PRIVACY_CACHE_KEY)}) || 'null'); } catch {}
    const choice = cache && cache.optOut;
    if (choice) {
      const until = new Date(choice.choiceExpiresTs).toISOString().slice(0, 10);
      return (choice.choice ? 'opted out' : 'not opted out') + (choice.choiceRegion ? ' in ' + choice.choiceRegion : '') + ', asked again after ' + until;
    }
    return 'none: each frame meets a first-time listener';
  };
  addEventListener('DOMContentLoaded', () => {
    const status = document.getElementById('stored-choice');
    const show = () => { status.textContent = describe(); };
    show();
    addEventListener('storage', show);
    document.getElementById('forget-choice').addEventListener('click', () => {
      forget();
      show();
      for (const frame of document.querySelectorAll('.frames iframe')) frame.src = frame.src;
    });
  });
})();`;
