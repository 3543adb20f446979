import { useRef, useState, type RefObject } from 'react';
import type { EuConsentWords } from '../../i18n/public/eu-consent-words';
import { PanelHead } from '../../../ui/overlay/PanelHead';
import { useDialogFocus } from '../../privacy/public/notice-kit';
import { startingChoice, type ConsentChoice } from '../choice';
import type { ConsentController } from '../controller';
import type { LoadedVendorList } from '../vendor-list';

export interface SettingsLayerProps {
  controller: ConsentController;
  words: EuConsentWords;
  list: LoadedVendorList;
  returnFocusTo: RefObject<HTMLElement | null>;
}

type Key = keyof ConsentChoice;

/**
 * The second layer: each purpose, special feature and partner of the station, with its consent
 * (off until given) and, where it claims one, its legitimate interest (on until objected to), in
 * the vendor list's words. Save keeps exactly what is ticked; Back returns to the first layer.
 * One of the player's panels (docs/screen.md "Panels"): the header (PanelHead) names it and holds
 * Back (×); the lists scroll under it; Save stays in the frame.
 */
export function SettingsLayer({ controller, words: T, list, returnFocusTo }: SettingsLayerProps) {
  const ref = useRef<HTMLDivElement>(null);
  useDialogFocus(ref, { onEscape: controller.back, modal: true, returnFocusTo });
  const scope = controller.scope();
  const [choice, setChoice] = useState<ConsentChoice>(() => startingChoice(scope, controller.current()));
  const { gvl } = list;

  const toggle = (key: Key, id: number, label: string) => (
    <label>
      <input
        type="checkbox"
        checked={choice[key].includes(id)}
        onChange={(event) => {
          const on = (event.target as HTMLInputElement).checked;
          setChoice((was) => ({ ...was, [key]: on ? [...was[key], id] : was[key].filter((other) => other !== id) }));
        }}
      />
      {label}
    </label>
  );

  const purposeIds = [...new Set([...scope.purposes, ...scope.liPurposes])].sort((a, b) => a - b);
  return (
    <div class="re-privacy re-sheet re-eu-consent re-eu-consent-settings">
      <div ref={ref} class="re-card re-privacy-dialog" role="dialog" aria-modal="true" aria-labelledby="re-eu-consent-settings" tabIndex={-1}>
        <PanelHead title={T.settingsTitle} titleId="re-eu-consent-settings" closeLabel={T.back} onClose={controller.back} />
        <div class="re-privacy-body">
          <div class="re-privacy-text">
            <p>{T.liNote}</p>
            <h3>{T.purposes}</h3>
            <ul class="re-eu-consent-list">
              {purposeIds.map((id) => (
                <li key={`p${id}`} data-purpose={id}>
                  <span class="re-eu-consent-name">{gvl.purposes[id]?.name}</span>
                  {scope.purposes.includes(id) && toggle('purposes', id, T.consent)}
                  {scope.liPurposes.includes(id) && toggle('liPurposes', id, T.legitimateInterest)}
                  <small>{gvl.purposes[id]?.description}</small>
                </li>
              ))}
            </ul>
            {scope.specialFeatures.length > 0 && (
              <>
                <h3>{T.specialFeatures}</h3>
                <ul class="re-eu-consent-list">
                  {scope.specialFeatures.map((id) => (
                    <li key={`f${id}`} data-special-feature={id}>
                      <span class="re-eu-consent-name">{gvl.specialFeatures[id]?.name}</span>
                      {toggle('specialFeatures', id, T.consent)}
                      <small>{gvl.specialFeatures[id]?.description}</small>
                    </li>
                  ))}
                </ul>
              </>
            )}
            <h3>{T.partners}</h3>
            <ul class="re-eu-consent-list">
              {scope.vendors.map((id) => {
                const vendor = gvl.vendors[id]!;
                const policy = vendor.urls?.[0]?.privacy ?? vendor.policyUrl;
                return (
                  <li key={`v${id}`} data-vendor={id}>
                    <span class="re-eu-consent-name">{vendor.name}</span>
                    {vendor.purposes.length + vendor.flexiblePurposes.length > 0 && toggle('vendors', id, T.consent)}
                    {scope.liVendors.includes(id) && toggle('liVendors', id, T.legitimateInterest)}
                    {policy && (
                      <small>
                        <a href={policy} target="_blank" rel="noopener">
                          {T.policy}
                        </a>
                      </small>
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
          <div class="re-privacy-actions">
            <button type="button" data-choice="save" onClick={() => controller.save(choice)}>
              {T.save}
            </button>
          </div>
        </div>
      </div>
    </div>
  );
}
