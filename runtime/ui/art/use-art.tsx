import type { VNode } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { log } from '../../lib/logger';
import { firstUnfailed } from './art-candidates';

/**
 * How long an image may take before the next one is tried: a server that accepts the request
 * and never answers would otherwise keep the loading bars forever. Long enough for a slow
 * mobile connection's cover (a few hundred KB).
 */
export const ART_TIMEOUT_MS = 6000;

interface ArtState {
  /** Whose state this is: the prerender renders each station over the last one's tree. */
  owner: object;
  /** Rendered in the browser by the app (its effects ran), not only painted. */
  live: boolean;
  failed: string[];
  loaded: string;
}

export interface Art {
  /** The image to show ('' for the empty art tile). */
  src: string;
  /** It is being loaded: show the loading bars. */
  loading: boolean;
  /** The hidden <img> that loads `src` and reports its load or failure; null before the app. */
  probe: VNode | null;
}

/**
 * The first of `candidates` that has not failed, shown as a CSS background by the caller: a
 * background that fails or never comes shows nothing, never the browser's broken-image icon —
 * also in the prerendered first paint, where no script watches it. Once the app runs, a hidden
 * <img> of the same URL (the browsers fetch it once for both) says whether it loaded: an error
 * (404, bytes that are not an image, the image proxy failing) or no answer within
 * ART_TIMEOUT_MS marks it failed, warns, and the next candidate is tried. The loading bars show
 * only while the app waits for that answer, so nothing painted before the app keeps them.
 */
export function useArt(candidates: readonly string[], owner: object): Art {
  const [held, setState] = useState<ArtState>({ owner, live: false, failed: [], loaded: '' });
  const state = held.owner === owner ? held : { owner, live: false, failed: [], loaded: '' };
  const src = firstUnfailed(candidates, state.failed);
  const waiting = state.live && !!src && src !== state.loaded;
  const update = (change: Partial<ArtState>) => setState((now) => ({ ...(now.owner === owner ? now : state), ...change }));
  const fail = (url: string, ...why: string[]) => {
    log.warn('Unable to load the album art', url, ...why);
    setState((now) => {
      const base = now.owner === owner ? now : state;
      return base.failed.includes(url) ? base : { ...base, failed: [...base.failed, url] };
    });
  };
  useEffect(() => update({ live: true }), [owner]);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => fail(src, `(no answer in ${ART_TIMEOUT_MS} ms)`), ART_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [waiting, src]);
  return {
    src,
    loading: waiting,
    probe: state.live && src ? (
      <img key={src} src={src} alt="" hidden onLoad={() => update({ loaded: src })} onError={() => fail(src)} />
    ) : null,
  };
}
