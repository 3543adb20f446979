// The page's only script before the listener interacts (the first paint's): the player is already
// on the page, prerendered by `radio-embed build` (runtime/prerender.tsx), so this only decides
// when the app (runtime/app.tsx, with preact) comes: on the first sign of intent, with the engine
// beside it, at once where the page needs it (first-paint/starts-at-once.ts), or, for a privacy
// station, where the geo answer says the notice is due (first-paint/geo-first.ts). A click or a
// key that lands before the app is held and replayed (first-paint/held-input.ts).
import { holdInput } from './first-paint/held-input';
import { onFirstIntent } from './first-paint/on-first-intent';
import { markWhenLoaded } from './first-paint/page-loaded';
import { startsAtOnce } from './first-paint/starts-at-once';
import { STALE_PAINT_MARK } from '../contract/stale-paint';
import { EARLY_CLICKS } from '../contract/early-clicks';

const root = document.getElementById('app');
if (root) {
  // A paint the address asks to be another, hidden by the page's inline script until the app has
  // rendered (contract/stale-paint.ts): its contents dropped, and the app renders them afresh. Not
  // the player's own box: its background stays (a dark station's frame is not a white flash), and
  // the app's render adopts it.
  if (document.documentElement.dataset[STALE_PAINT_MARK]) root.firstElementChild?.replaceChildren();
  markWhenLoaded(root);
  const atOnce = startsAtOnce(root, window);
  // A cold click on Play starts the stream before the app where #app names it (first-paint/early-stream.ts).
  const held = holdInput(root, document, !atOnce && root.dataset.stream);
  // A privacy station (#app's data-geo): the geo answer decides whether the notice, and so the
  // app, is due now (first-paint/geo-first.ts, a chunk of its own that such a page preloads; not
  // fetched: fail closed, the app and its notice decide).
  const geo = atOnce || !root.dataset.geo ? undefined : import('./first-paint/geo-first').then((chunk) => chunk.geoFirst(root, startApp), () => startApp());
  let intentShown = false;
  let app: Promise<void> | undefined;
  let rendered = (): void => {};
  const appRendered = new Promise<void>((resolve) => (rendered = resolve));
  const startApp = (): Promise<void> =>
    (app ??= import('./app')
      .then((chunk) => chunk.startApp({ intentShown: () => intentShown, geo }))
      .then(() => {
        // For the page's own CSS and scripts (and tests): the player is the app's from here on.
        root.dataset.app = 'ready';
        held.replay();
        rendered();
      }, () => {
        // A failed download (the browser's console names it; the logger is the app's) is tried
        // again on the next sign of intent.
        app = undefined;
      }));
  const listen = (): unknown =>
    onFirstIntent(document, root, () => {
      intentShown = true;
      const start = (): void => {
        // The engine's chunk beside the app's (parallelChunkLoadsPlugin adds what they share), not
        // after it: the click is near. The app loads it for real once rendered (loadEngine).
        void import('./setup/engine-setup').catch(() => undefined);
        void startApp().then(() => app || listen());
      };
      // A cold click's early stream first: the app comes once it is heard (held-input.ts).
      const heard = held.earlyHeard();
      if (heard) void heard.then(start);
      else start();
    });
  listen();
  // A click on a painted button before this script ran, kept by the page's inline script
  // (contract/early-clicks.ts): clicked again now that the hold and the intent listen, as a
  // script's `element.click()` (a cold click) is.
  const early = (window as unknown as Record<string, HTMLElement[] | undefined>)[EARLY_CLICKS];
  (window as unknown as Record<string, unknown>)[EARLY_CLICKS] = undefined;
  for (const button of early ?? []) button.click();
  if (atOnce) void startApp();
  // Framed (every real embed): the loader hears `ready` from the painted player
  // (first-paint/host-page.ts: a small chunk of its own, so a page opened directly pays nothing).
  else if (window.parent !== window)
    void import('./first-paint/host-page').then(
      (chunk) => chunk.answerHostPage(window, root, { start: startApp, asked: () => app !== undefined, rendered: appRendered }),
      // Not fetched: the app starts at once, and its own API answers the loader.
      () => startApp(),
    );
}
