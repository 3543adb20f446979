import type { VNode } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { log } from '../../lib/logger';
import type { PlayerEnv } from '../../player/types';
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
  /** Rendered in the browser by the app (its effects ran) and the page has loaded: not only painted. */
  live: boolean;
  /** The image of the first render: the one the prerendered page shows before the app. */
  painted: string;
  failed: string[];
  loaded: string;
}

export interface Art {
  /** The image to try ('' for the empty art tile). */
  src: string;
  /** The image to show now, as a CSS background ('' for none). */
  shown: string;
  /** `src` is being loaded, within the bars' time (ART_TIMEOUT_MS for one set of images): show the loading bars. */
  loading: boolean;
  /** The hidden <img> that loads `src` and reports its load or failure; null before the app. */
  probe: VNode | null;
}

/**
 * The first of `candidates` that has not failed, for the caller to show as a CSS background: a
 * background shows nothing when it fails, never the browser's broken-image icon, also in the
 * prerendered first paint, where no script watches it (that paint shows its image at once).
 * Once the app runs and the page has loaded, a hidden <img> loads each image first and it is
 * shown once loaded (from the cache then: the browsers fetch a URL once for both). An error (404,
 * bytes that are not an image, the image proxy failing) or no answer within ART_TIMEOUT_MS marks
 * it failed, warns, and the next candidate is tried; a silent image's request is dropped (its src
 * removed), so it does not keep one of the few connections a browser opens to its host (the image
 * proxy's, which every image goes through). The loading bars show only while the app waits for
 * that answer, so nothing painted before the app keeps them.
 *
 * No art request may hold the page's load event, nor, framed, the host page's (issue 29 §5):
 * the first paint's art starts after it (first-paint/page-loaded.ts), and so does the app's, which
 * often renders before it (a page whose app starts at once: first-paint/starts-at-once.ts): it
 * shows no image and makes no <img> until the page has loaded (`live`; the prerender, `painting`,
 * writes its image, which the page's stylesheet holds back as long). Waiting for the load holds
 * in every engine, as the HTML standard has it: an <img> delays its document's load event while
 * it loads, in the DOM or not (`new Image()` belongs to the page's document), and so does a CSS
 * background, whose request cannot be dropped at all; a fetch() probe would not, but needs the
 * image host's CORS to tell a 404 or a non-image from an image, and a second request to show it.
 */
export function useArt(candidates: readonly string[], owner: object, env: Pick<PlayerEnv, 'window' | 'painting'>): Art {
  const [held, setState] = useState<ArtState | null>(null);
  const fresh = (): ArtState => ({ owner, live: false, painted: firstUnfailed(candidates, []), failed: [], loaded: '' });
  const state = held?.owner === owner ? held : fresh();
  const probe = useRef<HTMLImageElement>(null);
  const src = firstUnfailed(candidates, state.failed);
  const waiting = state.live && !!src && src !== state.loaded;
  const update = (change: (now: ArtState) => Partial<ArtState>) =>
    setState((now) => {
      const base = now?.owner === owner ? now : state;
      return { ...base, ...change(base) };
    });
  const fail = (url: string, ...why: string[]) => {
    log.warn('Unable to load the album art', url, ...why);
    update(({ failed }) => ({ failed: failed.includes(url) ? failed : [...failed, url] }));
  };
  useEffect(() => {
    // A task after the load event's: preact renders in a microtask, inside the event's dispatch,
    // and WebKit counts a request made then as the page's: while it hangs, a framed page's host
    // page never finishes loading (its navigation, WebKitWebDriver's; both load events came). A
    // request made later still can while WebKit has not counted the page's loading done (another
    // request from the load event still in flight; test/support/webkit.ts pageLoad): the load
    // events are not held, which is what the host page sees.
    const start = () => setTimeout(() => update(() => ({ live: true })));
    if (env.window.document.readyState == 'complete') return void start();
    env.window.addEventListener('load', start);
    return () => env.window.removeEventListener('load', start);
  }, [owner]);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => {
      probe.current?.removeAttribute('src');
      fail(src, `(no answer in ${ART_TIMEOUT_MS} ms)`);
    }, ART_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [waiting, src]);
  // The loading bars show for ART_TIMEOUT_MS at most for one set of images (a new cover starts
  // them again): with several silent images in a row (one host down), the empty art tile shows
  // past it while the rest are still tried, and the first to load is shown (before: 6 s of bars
  // for each silent image, 18 s for three).
  const chain = candidates.join(' ');
  const [barsOver, setBarsOver] = useState('');
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setBarsOver(chain), ART_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [waiting, chain]);
  return {
    src,
    shown: src && (src === state.loaded || (src === state.painted && (state.live || env.painting))) ? src : '',
    loading: waiting && barsOver != chain,
    probe:
      state.live && src ? (
        <img
          key={src}
          ref={probe}
          src={src}
          alt=""
          hidden
          onLoad={() => update(() => ({ loaded: src }))}
          // A src removed for silence (above) is no error of its own.
          onError={(event) => event.currentTarget.getAttribute('src') && fail(src)}
        />
      ) : null,
  };
}
