/**
 * #app's mark once the page's load event has come (`data-loaded`). The prerendered art (the album
 * art tile and its blurred background: CSS backgrounds, runtime/prerender.tsx) shows only under it,
 * so its request starts after the load event: an image server that never answers cannot hold the
 * page's load, nor, framed, the host page's (a CSS background's request cannot be dropped). The
 * tile keeps its size and look meanwhile, as it does while any image is on its way. An app that
 * comes before the load waits as long for its art (ui/art/use-art.tsx).
 */
export const LOADED_MARK = 'data-loaded';

export const markWhenLoaded = (root: HTMLElement): void => addEventListener('load', () => (root.dataset.loaded = ''));
