import { log } from '../../lib/logger';
import { cmpClient, type CmpClient, type CmpReturn } from './cmp-client';
import type { CmpApi, Locators } from './find-locators';
import { $hostConsent, HOST_ANSWER_MS, type HostConsent, type HostPurpose } from './public/host-consent';
import { mergedPrivacyParams } from './host-signals';
import { hostAllows } from './tcf-rules';
import { stationVendorIds } from './public/vendor-ids';

export interface AskHostOptions {
  self: Window;
  /** The station's embed config (its vendor ids). */
  config: unknown;
  /** Default `location.reload()`. */
  reload?: () => void;
}

/** TCData as `addEventListener` returns it (TCF v2.2 CMP API); only what we read. */
interface TcData {
  tcString?: string;
  gdprApplies?: boolean;
  eventStatus?: 'tcloaded' | 'cmpuishown' | 'useractioncomplete';
}

/** GPP v1.1 `addEventListener` returns EventData with `pingData`; a v1.0 CMP may return PingData itself. */
interface GppPing {
  gppString?: string;
  applicableSections?: number[];
  signalStatus?: 'ready' | 'not ready';
}

const PURPOSES: HostPurpose[] = ['device', 'share', 'measure'];

/**
 * Whether an update takes back something the host allowed before, for any purpose and any vendor
 * the station names. Whatever the old answer let start (a tracker, a targeting pixel) cannot be
 * un-started, so the player reloads, as after the listener's own opt-out (spec §4).
 */
export function withdraws(before: HostConsent, after: HostConsent, vendorIds: readonly number[]): boolean {
  const vendors = [undefined, ...vendorIds];
  return PURPOSES.some((purpose) => vendors.some((id) => hostAllows(before, purpose, id) && !hostAllows(after, purpose, id)));
}

/**
 * The lazy body of host consent: asks every CMP found (TCF `addEventListener`, GPP
 * `addEventListener`, USP `getUSPData`) over postMessage, decodes the answers with the IAB's
 * libraries and keeps them in `$hostConsent`. Settles once each has answered (the face settles
 * after HOST_ANSWER_MS in any case). Later changes update the store for the next request; a
 * withdrawal of something already in use reloads the player. Returns the teardown.
 */
export function askHost(locators: Locators, options: AskHostOptions): () => void {
  const { self } = options;
  // Settled: the first stream request stops waiting. Answers after that still update the store.
  const settle = (): void => {
    if ($hostConsent.get().status === 'asking') $hostConsent.set({ ...$hostConsent.get(), status: 'settled' });
  };
  const deadline = setTimeout(settle, HOST_ANSWER_MS);
  const reload = options.reload ?? (() => self.location.reload());
  const vendorIds = stationVendorIds(options.config);
  const waiting = new Set(Object.keys(locators) as CmpApi[]);
  const answered = (api: CmpApi): void => {
    if (waiting.delete(api) && waiting.size === 0) settle();
  };
  const update = (patch: Partial<HostConsent>): void => {
    const before = $hostConsent.get();
    const after: HostConsent = { ...before, ...patch };
    after.allows = (purpose, vendorId) => hostAllows(after, purpose, vendorId);
    after.params = (own) => mergedPrivacyParams(own, after);
    $hostConsent.set(after);
    if (before.status === 'settled' && withdraws(before, after, vendorIds)) {
      log.info('The host page withdrew consent: the player restarts without it');
      reload();
    }
  };
  const clients: CmpClient[] = [];

  if (locators.tcf) {
    const decoder = import('./tcf-decode');
    const tcf = cmpClient('tcf', self, locators.tcf);
    clients.push(tcf);
    tcf.call('addEventListener', undefined, 2, ({ returnValue, success }: CmpReturn) => {
      const data = returnValue as TcData | null;
      if (!success || !data) return answered('tcf');
      void decoder.then(({ readTcString, NO_TCF_CONSENT }) => {
        if (data.gdprApplies === false) update({ tcf: { ...NO_TCF_CONSENT(), gdprApplies: false } });
        // The banner is showing: until the listener decides, GDPR applies and nothing is consented
        // (a listener reopening the CMP's settings keeps the answer given before).
        else if (data.eventStatus === 'cmpuishown' || !data.tcString) {
          if (!$hostConsent.get().tcf) update({ tcf: NO_TCF_CONSENT() });
        }
        else update({ tcf: readTcString(data.tcString) });
        if (data.eventStatus !== 'cmpuishown') answered('tcf');
      }, (error: unknown) => (log.error(error), answered('tcf')));
    });
  }

  if (locators.gpp) {
    const decoder = import('./gpp-decode');
    const gpp = cmpClient('gpp', self, locators.gpp);
    clients.push(gpp);
    gpp.call('addEventListener', undefined, '1.1', ({ returnValue, success }: CmpReturn) => {
      const value = returnValue as { pingData?: GppPing } & GppPing | null;
      const ping = value?.pingData ?? value;
      if (!success || !ping) return answered('gpp');
      if (ping.signalStatus === 'not ready' || typeof ping.gppString !== 'string') return;
      void decoder.then(({ readGppString }) => {
        const read = readGppString(ping.gppString!, ping.applicableSections ?? []);
        if (read) update({ gpp: read });
        else log.warn('The host page\u2019s GPP string cannot be read; it is not used');
        answered('gpp');
      }, (error: unknown) => (log.error(error), answered('gpp')));
    });
  }

  if (locators.usp) {
    const usp = cmpClient('usp', self, locators.usp);
    clients.push(usp);
    usp.call('getUSPData', undefined, 1, ({ returnValue, success }: CmpReturn) => {
      const uspString = (returnValue as { uspString?: unknown } | null)?.uspString;
      if (success && typeof uspString === 'string' && /^1[YN-]{3}$/i.test(uspString)) update({ usp: uspString.toUpperCase() });
      answered('usp');
    });
  }

  return () => {
    clearTimeout(deadline);
    clients.forEach((client) => client.close());
  };
}
