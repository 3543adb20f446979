import type { VNode } from 'preact';
import type { GVL } from '@iabtechlabtcf/core';
import type { EuConsentWords } from '../../i18n/public/eu-consent-words';
import type { ConsentChoice, ConsentScope } from '../choice';

type Key = keyof ConsentChoice;

/** One checkbox: the consent to, or the legitimate interest in, one purpose, feature or partner. */
export type Toggle = (kind: Key, id: number, label: string) => VNode;

/** The checkboxes of `choice`: each ticks (or unticks) its id in its part of the choice. */
export const togglesOf =
  (choice: ConsentChoice, setChoice: (update: (was: ConsentChoice) => ConsentChoice) => void): Toggle =>
  (kind, id, label) => (
    <label>
      <input
        type="checkbox"
        checked={choice[kind].includes(id)}
        onChange={(event) => {
          const on = (event.target as HTMLInputElement).checked;
          setChoice((was) => ({ ...was, [kind]: on ? [...was[kind], id] : was[kind].filter((other) => other !== id) }));
        }}
      />
      {label}
    </label>
  );

/** What each list of the second layer shows and ticks: the station's scope, in the vendor list's words. */
export interface SettingsListProps {
  scope: ConsentScope;
  gvl: GVL;
  words: EuConsentWords;
  toggle: Toggle;
}

/** Each purpose a station vendor asks consent for or claims a legitimate interest in, with its description. */
export function PurposeList({ scope, gvl, words: T, toggle }: SettingsListProps) {
  const ids = [...new Set([...scope.purposes, ...scope.liPurposes])].sort((a, b) => a - b);
  return (
    <>
      <h3>{T.purposes}</h3>
      <ul class="re-eu-consent-list">
        {ids.map((id) => (
          <li key={`p${id}`} data-purpose={id}>
            <span class="re-eu-consent-name">{gvl.purposes[id]?.name}</span>
            {scope.purposes.includes(id) && toggle('purposes', id, T.consent)}
            {scope.liPurposes.includes(id) && toggle('liPurposes', id, T.legitimateInterest)}
            <small>{gvl.purposes[id]?.description}</small>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The special features (consent only), when a station vendor uses any. */
export function SpecialFeatureList({ scope, gvl, words: T, toggle }: SettingsListProps) {
  if (scope.specialFeatures.length === 0) return null;
  return (
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
  );
}

/** The station's partners: consent where they use a purpose, legitimate interest where they claim one, their policy. */
export function PartnerList({ scope, gvl, words: T, toggle }: SettingsListProps) {
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
    </>
  );
}
