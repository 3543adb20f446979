import { escapeHtml } from '../render/escape';
import type { StationFile } from '../../contract/station-file/station-file';
import { forgetChoiceScript } from './forget-choice-script';
import { OWN_SERVICE, situationsFor } from './privacy-simulation';
import { pageHref, type PreviewView } from './preview-view';
import { switchRow } from './render-switches';
import { situationOutcome } from './situation-outcome';

/**
 * The privacy simulation's controls on a station's page: where the listener is, GPC, and the
 * stored choice with "Forget my choice". A station with privacy off gets a sentence instead:
 * its listeners see no notice anywhere, whatever the simulation would say.
 */
export function renderPrivacyPanel(id: number, station: StationFile, view: PreviewView): string {
  if (!station.privacy.enabled) {
    return `<p class="note" id="privacy-off">Privacy notices are off for this station (<code>privacy.enabled</code> is false): no listener sees one, wherever they are. Set it to true in the station file to simulate listeners here.</p>`;
  }
  const situations = situationsFor(station).map((s) => ({ label: s.label, href: pageHref(id, { ...view, geo: s.id }), current: s.id === view.geo }));
  const gpc = [false, true].map((on) => ({ label: on ? 'on' : 'off', href: pageHref(id, { ...view, gpc: on }), current: on === view.gpc }));
  const regions = station.privacy.regions.map((r) => r.toUpperCase()).join(', ');
  const own = view.geo === OWN_SERVICE ? ` The frames ask the station's geo service (${escapeHtml(station.services.geo?.url ?? '')}) from this machine.` : '';
  const noService = station.services.geo
    ? ''
    : ' This station names no geo service (<code>services.geo.url</code>): real listeners would never get past the lookup, and the player fails closed.';
  return (
    forgetChoiceScript(`${view.geo}${view.gpc ? '+gpc' : ''}`) +
    `<section class="panel privacy" aria-labelledby="privacy-title"><h2 id="privacy-title">Privacy simulation</h2>` +
    `<p class="note">Notices show to listeners in ${escapeHtml(regions || 'no state')} (<code>privacy.regions</code>). Preview's own geo stand-in answers for the listener you pick; the station's config is otherwise as it is.${own}${noService}</p>` +
    switchRow('Listener', situations) +
    switchRow('Global Privacy Control', gpc) +
    `<p class="expect">Expect: <span id="privacy-expect">${escapeHtml(situationOutcome(station, view.geo ?? '', view.gpc))}</span></p>` +
    `<p class="stored">Stored choice: <output id="stored-choice">none</output> <button type="button" id="forget-choice">Forget my choice</button></p>` +
    `<p class="note">GPC on defines <code>navigator.globalPrivacyControl</code> in the frames (a script preview adds; Chromium has no GPC). The <code>Sec-GPC: 1</code> header real browsers send is not simulated: to see it, open the embed page in Firefox with "Tell websites not to sell or share my data" (Settings → Privacy &amp; Security), or in Brave, where GPC is on by default.</p>` +
    `</section>`
  );
}
