import type { EmbedConfig } from '../../config/embed-config';
import type { Player } from '../../player/types';
import { euConsentWords } from '../i18n/public/eu-consent-words';
import { postConsentRecord } from './consent-record';
import { consentController } from './controller';
import { gdprApplies } from './gdpr-applies';
import { ownAnswer } from '../consent/public/own-answer';
import { stationVendorIds } from './station-vendors';
import { choiceStore } from './stored-choice';
import { EuConsentNotice } from './ui/EuConsentNotice';
import { consentLanguageOf, loadVendorList, type LoadedVendorList } from './vendor-list';

/*
 * The lazy body of the player's own TCF consent (docs/eu-consent.md): fetched only for a station
 * with `privacy.vendorList.cmpId` on a page without a host CMP. It carries the IAB library.
 */

/**
 * Decides whether the GDPR applies (the geo lookup); outside it, hands the decision back to the
 * player's own rules. Inside it: a choice stored on an earlier visit answers the gate at once;
 * otherwise nothing is consented and the dialog opens. The "Privacy" control stays in the bar.
 * Returns the teardown.
 */
export async function startEuConsent(player: Player, config: EmbedConfig): Promise<() => void> {
  const vendorList = config.privacy.vendorList!;
  const { window: self, log, fetch, document } = player.env;
  const answer = ownAnswer(self);
  if (!(await gdprApplies(config, player.startup.overrides.ip, { fetch, log }))) {
    answer.notApplies();
    return () => {};
  }
  const vendors = stationVendorIds(config);
  const store = choiceStore(
    () => self.localStorage,
    () => self.sessionStorage,
  );
  const stored = store.read(vendors, Date.now());
  if (stored) answer.onChoice(stored);
  else answer.noChoice();

  const playerLanguage = document.documentElement.lang;
  const language = consentLanguageOf([playerLanguage, vendorList.language]);
  let loading: Promise<LoadedVendorList | null> | undefined;
  const cmp = { cmpId: vendorList.cmpId!, cmpVersion: vendorList.cmpVersion };
  const controller = consentController({
    cmp,
    vendors,
    store,
    answer,
    stored,
    now: () => Date.now(),
    // Once; a list that could not be loaded is asked for again when the listener opens the dialog.
    loadList: () => (loading ??= loadVendorList(vendorList.baseUrl, vendors, language, log).then((list) => (list ?? (loading = undefined, null)))),
    record: (record) => {
      if (vendorList.recordUrl) void postConsentRecord(vendorList.recordUrl, { ...record, station: config.station.sid, ...cmp }, vendorList.recordTimeoutMs, log);
    },
  });
  const words = await euConsentWords(playerLanguage, (error) => log.error('Unable to load the consent dialog\u2019s words', error));
  const station = config.station.title || config.station.name;
  player.stores.consentNoticeView.set(() => (
    <EuConsentNotice controller={controller} words={words} station={station} noticeUrl={config.services.privacyNoticeUrl} />
  ));
  if (!stored) controller.open();
  return () => {
    controller.close();
    player.stores.consentNoticeView.set(null);
  };
}
