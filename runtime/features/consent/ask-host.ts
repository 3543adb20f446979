import { log } from '../../lib/logger';
import { cmpClient, type CmpClient, type CmpReturn } from './cmp-client';
import type { CmpApi, Locators } from './find-locators';
import type { HostConsent } from './public/host-consent';
import { expectAnswers, giveAnswer } from './consent-answers';
import { NO_TCF_CONSENT, OPTED_OUT_GPP } from './fail-closed';
import { readGppAnswer, readTcfAnswer, readUspAnswer } from './read-answers';
import { reloadGuard } from './reload-guard';

export interface AskHostOptions {
  self: Window;
  /** Default `location.reload()`. */
  reload?: () => void;
}

/**
 * The lazy body of host consent: asks every CMP found (TCF `addEventListener`, GPP
 * `addEventListener`, USP `getUSPData`) over postMessage, decodes the answers with the IAB's
 * libraries and keeps them in `$hostConsent`. The status becomes `answered` once every CMP found
 * has answered, however late: until then nothing that needs consent starts (the stream's deadline
 * is `hostStreamMayStart`'s alone). A malformed answer fails closed (no consent, opted out), is
 * logged once and counts as an answer. Each answer takes the path every consent answer takes
 * (consent-answers.ts `giveAnswer`): a host TCF answer rules over the player's own dialog and over
 * the GDPR presumption, and one that refuses something already started on an earlier answer's
 * word (`consentInUse`) reloads the player, once per answer. Returns the teardown.
 */
export function askHost(locators: Locators, options: AskHostOptions): () => void {
  const { self } = options;
  const guard = reloadGuard(() => self.sessionStorage, options.reload ?? (() => self.location.reload()));
  const warned = new Set<string>();
  const warnOnce = (api: CmpApi, why: string): void => {
    const line = `The host page\u2019s ${api.toUpperCase()} answer cannot be used (${why}): no consent, opted out`;
    if (!warned.has(line)) log.warn(line), warned.add(line);
  };

  expectAnswers((Object.keys(locators) as CmpApi[]).filter((api) => locators[api]));
  const answer = (api: CmpApi, patch: Partial<HostConsent>): void => giveAnswer(api, patch.tcf ? { ...patch, tcfFrom: 'host' } : patch, guard);
  const failed = (api: CmpApi, why: string, patch: Partial<HostConsent>): void => {
    warnOnce(api, why);
    answer(api, patch);
  };
  const clients: CmpClient[] = [];

  if (locators.tcf) {
    const decoder = import('./tcf-decode');
    const tcf = cmpClient('tcf', self, locators.tcf);
    clients.push(tcf);
    tcf.call('addEventListener', undefined, 2, ({ returnValue, success }: CmpReturn) => {
      const read = readTcfAnswer(success, returnValue);
      // The banner is showing: no decision yet (a listener reopening the CMP's settings keeps the answer given before).
      if (read.kind === 'pending') return;
      if (read.kind === 'malformed') return failed('tcf', read.why, { tcf: NO_TCF_CONSENT(read.why) });
      if (read.kind === 'not-applies') return answer('tcf', { tcf: { ...NO_TCF_CONSENT(), gdprApplies: false } });
      void decoder.then(
        ({ readTcString }) => {
          const decoded = readTcString(read.tcString);
          if (decoded.malformed) warnOnce('tcf', decoded.malformed);
          answer('tcf', { tcf: decoded });
        },
        (error: unknown) => failed('tcf', String(error), { tcf: NO_TCF_CONSENT('no decoder') }),
      );
    });
  }

  if (locators.gpp) {
    const decoder = import('./gpp-decode');
    const gpp = cmpClient('gpp', self, locators.gpp);
    clients.push(gpp);
    gpp.call('addEventListener', undefined, '1.1', ({ returnValue, success }: CmpReturn) => {
      const read = readGppAnswer(success, returnValue);
      if (read.kind === 'pending') return;
      if (read.kind === 'malformed') return failed('gpp', read.why, { gpp: OPTED_OUT_GPP(read.why) });
      void decoder.then(
        ({ readGppString }) => {
          const decoded = readGppString(read.gppString, read.sections);
          if (decoded.malformed) warnOnce('gpp', decoded.malformed);
          answer('gpp', { gpp: decoded });
        },
        (error: unknown) => failed('gpp', String(error), { gpp: OPTED_OUT_GPP('no decoder') }),
      );
    });
  }

  if (locators.usp) {
    const usp = cmpClient('usp', self, locators.usp);
    clients.push(usp);
    usp.call('getUSPData', undefined, 1, ({ returnValue, success }: CmpReturn) => {
      const read = readUspAnswer(success, returnValue);
      if ('usp' in read) answer('usp', { usp: read.usp, uspMalformed: undefined });
      else failed('usp', read.why, { usp: '1YYY', uspMalformed: read.why });
    });
  }

  return () => clients.forEach((client) => client.close());
}
