import { log as runtimeLog, type Logger } from '../../../lib/logger';
import { createScriptLoader, type ScriptLoader } from '../script/script-loader';

/** Spec §8 warning, verbatim. */
export const GA_ID_MISSING = 'GA tracking id must be specified in order to initialize.';

/** gtag.js serves both legacy `UA-` properties and current `G-` (GA4) measurement ids. */
export const GTAG_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';

/** Spec §9: tracker random name suffix up to about 99,999,900. */
const TRACKER_SUFFIX_MAX = 99_999_900;

export interface GaEvent {
  category: string;
  action: string;
  label: string;
  /** Whether the listener caused it (controls) or the player did (playback). */
  userInteraction?: boolean;
}

export interface GtagTrackerOptions {
  trackingId: string;
  /** The gtag group hits are routed to; `gaTracker_<n>` when missing (spec §5). */
  trackerName?: string;
  scriptUrl?: string;
  document?: Document;
  log?: Logger;
}

type Gtag = (...args: unknown[]) => void;
interface GtagWindow {
  dataLayer?: unknown[];
  gtag?: Gtag;
}

/**
 * The analytics tracker wrapper (spec §5, §7): loads gtag.js once and sends page views and event
 * hits to its own tracker group, so a station's custom JS using gtag too is left alone.
 * Google signals and ad personalisation are switched off: this is measurement, not ad data.
 */
export interface GtagTracker {
  readonly trackingId: string;
  readonly trackerName: string;
  readonly loader: ScriptLoader;
  /** Queues the configuration and loads gtag.js; resolves whether the script loaded. */
  init(): Promise<boolean>;
  /** A page-view hit; `pagePath` is optional (gtag then uses the page's own location). */
  pageView(pagePath?: string): void;
  /** An event hit; not sent (false) when category, action or label is empty (spec §5). */
  event(hit: GaEvent): boolean;
  /** Sets a parameter on every later hit; needs a key and a value (spec §5). */
  setParameter(key: string, value: unknown): boolean;
  destroy(): void;
}

/** Null (and the spec warning) when the tracking id is missing. */
export function createGtagTracker(options: GtagTrackerOptions): GtagTracker | null {
  const log = options.log ?? runtimeLog;
  if (!options.trackingId?.trim()) {
    log.warn(GA_ID_MISSING);
    return null;
  }
  const document = options.document ?? globalThis.document;
  const trackingId = options.trackingId.trim();
  const trackerName = options.trackerName?.trim() || randomTrackerName();
  const w = (document.defaultView ?? globalThis) as unknown as GtagWindow;
  const src = `${options.scriptUrl ?? GTAG_SCRIPT_URL}?id=${encodeURIComponent(trackingId)}`;
  const loader = createScriptLoader({ src, document, log });
  const gtag = (...args: unknown[]): void => w.gtag?.(...args);

  return {
    trackingId,
    trackerName,
    loader,
    init() {
      w.dataLayer = w.dataLayer ?? [];
      if (typeof w.gtag !== 'function') {
        const dataLayer = w.dataLayer;
        // gtag.js only reads `arguments` objects from the data layer, never plain arrays.
        w.gtag = function gtag() {
          // eslint-disable-next-line prefer-rest-params
          dataLayer.push(arguments);
        };
      }
      gtag('js', new Date());
      gtag('config', trackingId, {
        groups: trackerName,
        send_page_view: false,
        allow_google_signals: false,
        allow_ad_personalization_signals: false,
      });
      return loader.load();
    },
    pageView(pagePath) {
      const params: Record<string, unknown> = { send_to: trackerName };
      if (pagePath) params.page_path = pagePath;
      gtag('event', 'page_view', params);
    },
    event({ category, action, label, userInteraction = false }) {
      if (!category || !action || !label) return false;
      gtag('event', action, {
        send_to: trackerName,
        event_category: category,
        event_label: label,
        non_interaction: !userInteraction,
      });
      return true;
    },
    setParameter(key, value) {
      if (!key || value === undefined || value === null || value === '') return false;
      gtag('set', { [key]: value });
      return true;
    },
    destroy() {
      loader.destroy();
    },
  };
}

export function randomTrackerName(): string {
  return `gaTracker_${Math.floor(Math.random() * TRACKER_SUFFIX_MAX)}`;
}
