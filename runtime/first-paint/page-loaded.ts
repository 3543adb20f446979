/**
 * #app's mark once the page's load event has come (`data-loaded`). The prerendered art (the album
 * art tile and its blurred background: CSS backgrounds, runtime/prerender.tsx) shows only under
 * it, and the app's waits as long (ui/art/use-art.tsx), so their requests start after the load
 * event: an image server that never answers cannot hold the page's load, nor,
 * framed, the host page's (a CSS background's request cannot be dropped). The tile keeps its size
 * and look meanwhile, as it does while any image is on its way. The mark comes a task after the
 * event: WebKit updates style inside the event's task, and a request made then keeps a framed page
 * loading (its host page's navigation never finishes) while it hangs.
 */
export const LOADED_MARK = 'data-loaded';

export const markWhenLoaded = (root: HTMLElement): void => addEventListener('load', () => setTimeout(() => (root.dataset.loaded = '')));
