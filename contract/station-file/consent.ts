import * as z from 'zod';
import { isHttpUrl, isSitePath, issueParams, optionalHttpUrl } from './url';

/**
 * An integration's IAB Global Vendor List id: the host page's TC string is checked for this
 * vendor's consent before the integration shares anything (docs/privacy.md "Consent from the host
 * page"). Without it, a sharing integration never starts where GDPR applies.
 */
export const vendorId = z.int().min(1).optional().meta({ description: 'IAB Global Vendor List id (TCF), checked against the host page\u2019s TC string.' });

/**
 * The EU's official languages that the IAB publishes purposes translations for (TCF
 * `purposes-xx.json`; checked against @iabtechlabtcf/core's list in the tests). Irish (GA) has none.
 */
export const EU_CONSENT_LANGUAGES = ['BG', 'CS', 'DA', 'DE', 'EL', 'EN', 'ES', 'ET', 'FI', 'FR', 'HR', 'HU', 'IT', 'LT', 'LV', 'MT', 'NL', 'PL', 'PT-PT', 'RO', 'SK', 'SL', 'SV'];

/** The official central list: the IAB forbids fetching from it; a station hosts its own copy. */
export const CENTRAL_VENDOR_LIST_HOST = 'vendorlist.consensu.org';

const ownVendorListUrl = (value: string): boolean => isHttpUrl(value) && new URL(value).hostname.toLowerCase() !== CENTRAL_VENDOR_LIST_HOST;

/**
 * `privacy.vendorList` (spec §5, §8 "Privacy library"): where the station's own copy of the
 * vendor list and its per-language purposes files are, and their language.
 */
export const vendorListSection = z
  .looseObject({
    baseUrl: z.string().trim().refine(ownVendorListUrl, issueParams('INVALID_BASE_URL')),
    language: z
      .string()
      .trim()
      .refine((v) => EU_CONSENT_LANGUAGES.includes(v.toUpperCase()), issueParams('UNSUPPORTED_LANGUAGE'))
      .default('EN')
      .meta({ enum: EU_CONSENT_LANGUAGES }),
    cmpId: z
      .int()
      .min(2)
      .optional()
      .meta({ description: 'The station\u2019s IAB-registered CMP id: with it, the player asks EU listeners on hosts without a CMP itself (docs/eu-consent.md).' }),
    cmpVersion: z.int().min(1).default(1).meta({ description: 'The version of the player\u2019s consent dialog, as registered with the IAB.' }),
    vendorIds: z
      .array(z.int().min(1))
      .default([])
      .meta({ description: 'More IAB vendor ids the dialog asks for, besides those the station\u2019s integrations name (their vendorId).' }),
    recordUrl: optionalHttpUrl.meta({ description: 'Where each choice is POSTed as JSON (with the listener\u2019s cookies) as the station\u2019s consent record; \'\' none.' }),
    recordTimeoutMs: z.int().min(100).default(5000).meta({ description: 'How long the consent record POST may take before it is given up (logged).' }),
  })
  .optional()
  .meta({ description: 'The station\u2019s own copy of the IAB vendor list (not vendorlist.consensu.org), its language, and the player\u2019s own consent dialog for EU listeners.' });

interface NoticeFields {
  station: { logoLink: string };
  privacy: { enabled: boolean };
  services: { privacyNoticeUrl: string };
}

/**
 * Spec §5 "privacy notice link": a path such as the default `/privacy_notice` resolves against
 * the station's own site (`station.logoLink`), never the CDN the player is served from, where no
 * such page exists. With privacy on, a path with no site to resolve it against is a 404 for the
 * listener: validate says so (a warning, so that existing stations still build).
 */
export const privacyNoticeOffSite = (file: NoticeFields): boolean =>
  file.privacy.enabled && isSitePath(file.services.privacyNoticeUrl) && !file.station.logoLink;

/** The notice link the player opens: a path resolved on the station's site when it has one. */
export function resolvePrivacyNoticeUrl(file: NoticeFields): string {
  const url = file.services.privacyNoticeUrl;
  return isSitePath(url) && file.station.logoLink ? new URL(url, new URL(file.station.logoLink).origin).href : url;
}
