import type { GVL } from '@iabtechlabtcf/core';
import type { EuConsentWords } from '../../i18n/public/eu-consent-words';
import type { ConsentChoice, ConsentScope } from '../choice';

type Key = keyof ConsentChoice;

/** What each list of the second layer shows and ticks: the station's scope, in the vendor list's words. */
export interface SettingsListProps {
  scope: ConsentScope;
  gvl: GVL;
  words: EuConsentWords;
  choice: ConsentChoice;
  /** Ticks (on) or unticks one id of one part of the choice. */
  onToggle: (key: Key, id: number, on: boolean) => void;
}

type ToggleProps = Pick<SettingsListProps, 'choice' | 'onToggle'> & { kind: Key; id: number; label: string };

/** One checkbox: the consent to, or the legitimate interest in, one purpose, feature or partner. */
function Toggle({ choice, onToggle, kind, id, label }: ToggleProps) {
  return (
    <label>
      <input type="checkbox" checked={choice[kind].includes(id)} onChange={(event) => onToggle(kind, id, (event.target as HTMLInputElement).checked)} />
      {label}
    </label>
  );
}

/** Each purpose a station vendor asks consent for or claims a legitimate interest in, with its description. */
export function PurposeList({ scope, gvl, words: T, choice, onToggle }: SettingsListProps) {
  const ids = [...new Set([...scope.purposes, ...scope.liPurposes])].sort((a, b) => a - b);
  return (
    <>
      <h3>{T.purposes}</h3>
      <ul class="re-eu-consent-list">
        {ids.map((id) => (
          <li key={`p${id}`} data-purpose={id}>
            <span class="re-eu-consent-name">{gvl.purposes[id]?.name}</span>
            {scope.purposes.includes(id) && <Toggle choice={choice} onToggle={onToggle} kind="purposes" id={id} label={T.consent} />}
            {scope.liPurposes.includes(id) && <Toggle choice={choice} onToggle={onToggle} kind="liPurposes" id={id} label={T.legitimateInterest} />}
            <small>{gvl.purposes[id]?.description}</small>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The special features (consent only), when a station vendor uses any. */
export function SpecialFeatureList({ scope, gvl, words: T, choice, onToggle }: SettingsListProps) {
  if (scope.specialFeatures.length === 0) return null;
  return (
    <>
      <h3>{T.specialFeatures}</h3>
      <ul class="re-eu-consent-list">
        {scope.specialFeatures.map((id) => (
          <li key={`f${id}`} data-special-feature={id}>
            <span class="re-eu-consent-name">{gvl.specialFeatures[id]?.name}</span>
            <Toggle choice={choice} onToggle={onToggle} kind="specialFeatures" id={id} label={T.consent} />
            <small>{gvl.specialFeatures[id]?.description}</small>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The station's partners: consent where they use a purpose, legitimate interest where they claim one, their policy. */
export function PartnerList({ scope, gvl, words: T, choice, onToggle }: SettingsListProps) {
  return (
    <>
      <h3>{T.partners}</h3>
      <ul class="re-eu-consent-list">
        {scope.vendors.map((id) => {
          const vendor = gvl.vendors[id]!;
          const policy = vendor.urls?.[0]?.privacy ?? vendor.policyUrl;
          return (
            <li key={`v${id}`} data-vendor={id}>
              <span class="re-eu-consent-name">{vendor.name}</span>
              {vendor.purposes.length + vendor.flexiblePurposes.length > 0 && <Toggle choice={choice} onToggle={onToggle} kind="vendors" id={id} label={T.consent} />}
              {scope.liVendors.includes(id) && <Toggle choice={choice} onToggle={onToggle} kind="liVendors" id={id} label={T.legitimateInterest} />}
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
    </>
  );
}
