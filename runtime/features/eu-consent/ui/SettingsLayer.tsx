import type { RefObject } from 'preact';
import { useRef, useState } from 'preact/hooks';
import type { EuConsentWords } from '../../i18n/public/eu-consent-words';
import { PanelHead } from '../../../ui/overlay/PanelHead';
import { useDialogFocus } from '../../privacy/public/notice-kit';
import { startingChoice, type ConsentChoice } from '../choice';
import type { ConsentController } from '../controller';
import type { LoadedVendorList } from '../vendor-list';
import { PartnerList, PurposeList, SpecialFeatureList, togglesOf } from './SettingsLists';

export interface SettingsLayerProps {
  controller: ConsentController;
  words: EuConsentWords;
  list: LoadedVendorList;
  returnFocusTo: RefObject<HTMLElement | null>;
}

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

  const lists = { scope, gvl: list.gvl, words: T, toggle: togglesOf(choice, setChoice) };

  return (
    <div class="re-privacy re-sheet re-eu-consent re-eu-consent-settings">
      <div ref={ref} class="re-card re-privacy-dialog" role="dialog" aria-modal="true" aria-labelledby="re-eu-consent-settings" tabIndex={-1}>
        <PanelHead title={T.settingsTitle} titleId="re-eu-consent-settings" closeLabel={T.back} onClose={controller.back} />
        <div class="re-privacy-body">
          <div class="re-privacy-text">
            <p>{T.liNote}</p>
            <PurposeList {...lists} />
            <SpecialFeatureList {...lists} />
            <PartnerList {...lists} />
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
