import type { CompanionView } from './companion';
import { adEvents, type AdEmitter } from './public/events';

/** The URL a companion report names: the image or page; the inline HTML is not a URL. */
const reportedUrl = (view: CompanionView): string => (view.kind === 'html' ? '' : view.src);

/**
 * A companion showed or failed (spec §3 "companion ad success and failure"). A shown VAST
 * companion also fires its own `creativeView` tracking.
 */
export function reportCompanion(view: CompanionView, shown: boolean, reason = '', events: AdEmitter = adEvents): void {
  const report = { url: reportedUrl(view), width: view.width, height: view.height };
  if (shown) {
    view.onView?.();
    events.emit('COMPANION_AD_SUCCESS', report);
  } else {
    events.emit('COMPANION_AD_FAILURE', { ...report, reason });
  }
}
