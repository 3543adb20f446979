import { defaultLog, type TrackingLog } from '../log';
import { ScriptLoader } from '../script/script-loader';

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
  log?: TrackingLog;
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
export class GtagTracker {
  // `declare`d fields set in the constructor: no class-field helper shared with the first load.
  declare readonly trackingId: string;
  declare readonly trackerName: string;
  declare readonly loader: ScriptLoader;
  declare private readonly window: GtagWindow;

  /** Null (and the spec warning) when the tracking id is missing. */
  static create(options: GtagTrackerOptions): GtagTracker | null {
    const log = options.log ?? defaultLog;
    if (!options.trackingId?.trim()) {
      log.warn(GA_ID_MISSING);
      return null;
    }
    return new GtagTracker(options, log);
  }

  private constructor(options: GtagTrackerOptions, log: TrackingLog) {
    const document = options.document ?? globalThis.document;
    this.trackingId = options.trackingId.trim();
    this.trackerName = options.trackerName?.trim() || randomTrackerName();
    this.window = (document.defaultView ?? globalThis) as unknown as GtagWindow;
    const src = `${options.scriptUrl ?? GTAG_SCRIPT_URL}?id=${encodeURIComponent(this.trackingId)}`;
    this.loader = new ScriptLoader({ src, document, log });
  }

  /** Queues the configuration and loads gtag.js; resolves whether the script loaded. */
  init(): Promise<boolean> {
    const w = this.window;
    w.dataLayer = w.dataLayer ?? [];
    if (typeof w.gtag !== 'function') {
      const dataLayer = w.dataLayer;
      // gtag.js only reads `arguments` objects from the data layer, never plain arrays.
      w.gtag = function gtag() {
        // eslint-disable-next-line prefer-rest-params
        dataLayer.push(arguments);
      };
    }
    this.gtag('js', new Date());
    this.gtag('config', this.trackingId, {
      groups: this.trackerName,
      send_page_view: false,
      allow_google_signals: false,
      allow_ad_personalization_signals: false,
    });
    return this.loader.load();
  }

  /** A page-view hit; `pagePath` is optional (gtag then uses the page's own location). */
  pageView(pagePath?: string): void {
    const params: Record<string, unknown> = { send_to: this.trackerName };
    if (pagePath) params.page_path = pagePath;
    this.gtag('event', 'page_view', params);
  }

  /** An event hit; not sent (false) when category, action or label is empty (spec §5). */
  event({ category, action, label, userInteraction = false }: GaEvent): boolean {
    if (!category || !action || !label) return false;
    this.gtag('event', action, {
      send_to: this.trackerName,
      event_category: category,
      event_label: label,
      non_interaction: !userInteraction,
    });
    return true;
  }

  /** Sets a parameter on every later hit; needs a key and a value (spec §5). */
  setParameter(key: string, value: unknown): boolean {
    if (!key || value === undefined || value === null || value === '') return false;
    this.gtag('set', { [key]: value });
    return true;
  }

  destroy(): void {
    this.loader.destroy();
  }

  private gtag(...args: unknown[]): void {
    this.window.gtag?.(...args);
  }
}

export function randomTrackerName(): string {
  return `gaTracker_${Math.floor(Math.random() * TRACKER_SUFFIX_MAX)}`;
}
