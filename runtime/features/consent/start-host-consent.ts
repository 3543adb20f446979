import { findLocators } from './find-locators';
import { $hostConsent } from './host-consent';

/**
 * The first-load face of host consent. Framed, it walks the frame chain for the IAB locators
 * synchronously; none found (or not framed) = nothing more is loaded and nothing waits.
 * Otherwise the status is `asking` and the lazy body (ask-host.ts) asks the CMPs; if the body
 * cannot be loaded, the status settles with no answer.
 */
export function startHostConsent(config: unknown, self: Window = window): void {
  const locators = self.parent === self ? {} : findLocators(self);
  if (!locators.tcf && !locators.gpp && !locators.usp) return;
  $hostConsent.set({ status: 'asking' });
  import('./ask-host').then(
    (body) => body.askHost(locators, { self, config }),
    () => $hostConsent.set({ status: 'settled' }),
  );
}
