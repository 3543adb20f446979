import type { EmbedConfig } from '../../config/embed-config';
import type { Player } from '../../player/types';
import { euConsentWords, playerLanguage } from '../i18n/public/eu-consent-words';
import { postConsentRecord } from './consent-record';
import { consentController } from './controller';
import { setOwnConsent } from '../consent/public/own-consent';
import { stationVendorIds } from './station-vendors';
import { choiceStore } from './stored-choice';
import { EuConsentNotice } from './ui/EuConsentNotice';
import { consentLanguageOf, loadVendorList, type LoadedVendorList } from './vendor-list';

/*
 * The lazy body of the player's own TCF consent (docs/eu-consent.md): fetched only for a station
 * with `privacy.vendorList.cmpId` on a page without a host CMP. It carries the IAB library.
 */

/**
 * Started by the face once the consent gate presumes "GDPR applies, no consent" for this listener.
 * A choice stored on an earlier visit answers the gate at once (`setOwnConsent`, as a host CMP's
 * answer); otherwise the dialog opens, and nothing is consented until the listener chooses. The
 * "Privacy" control stays in the bar either way. Returns the teardown.
 */
export function startEuConsent(player: Player, config: EmbedConfig): () => void {
  const vendorList = config.privacy.vendorList!;
  const { window: self, log } = player.env;
  const answer = (tcString: string): Promise<unknown> => setOwnConsent(tcString);
  const vendors = stationVendorIds(config);
  const store = choiceStore(
    () => self.localStorage,
    () => self.sessionStorage,
  );
  const stored = store.read(vendors, Date.now());
  // The stored choice is in force before the "Privacy" control shows (below): a listener who
  // presses Play once the player looks ready gets the stream with the choice they made, not the
  // presumed "no consent" of the time the decoder's chunk was still on its way.
  const inForce = stored ? answer(stored).catch((error: unknown) => log.error(error)) : undefined;

  const spoken = playerLanguage({ query: player.startup.overrides.lang, locale: config.ui.locale });
  const language = consentLanguageOf([spoken, vendorList.language]);
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
  let stopped = false;
  const station = config.station.title || config.station.name;
  const wordsLoaded = euConsentWords(spoken, (error) => log.error('Unable to load the consent dialog\u2019s words', error));
  void Promise.all([wordsLoaded, inForce]).then(([words]) => {
    if (stopped) return;
    player.stores.consentNoticeView.set(() => (
      <EuConsentNotice controller={controller} words={words} station={station} noticeUrl={config.services.privacyNoticeUrl} />
    ));
    if (!stored) controller.open();
  });
  return () => {
    stopped = true;
    controller.close();
    player.stores.consentNoticeView.set(null);
  };
}
