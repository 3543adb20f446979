import { atom, type WritableAtom } from 'nanostores';
import { acceptAll, rejectAll, scopeOf, type ConsentChoice, type ConsentScope } from './choice';
import type { ConsentRecord } from './consent-record';
import type { ChoiceStore } from './stored-choice';
import { choiceOf, encodeChoice, type CmpIdentity } from './tc-string';
import type { LoadedVendorList } from './vendor-list';

/** Which layer of the dialog shows: none, the first (Accept all, Reject all, Settings), or the settings. */
export type DialogLayer = 'closed' | 'first' | 'settings';

/** What the dialog shows and where its buttons go: made once per player by `consentController`. */
export interface ConsentController {
  layer: WritableAtom<DialogLayer>;
  /** The station's vendor list in the listener's language, once loaded (null: it could not be). */
  list: WritableAtom<LoadedVendorList | null>;
  scope(): ConsentScope;
  /** The choice in force (stored, or made on this page), for the settings to start from. */
  current(): ConsentChoice | null;
  open(): void;
  close(): void;
  settings(): void;
  back(): void;
  acceptAll(): void;
  rejectAll(): void;
  save(choice: ConsentChoice): void;
}

export interface ControllerDeps {
  cmp: CmpIdentity;
  /** The station's vendor ids (station-vendors.ts). */
  vendors: readonly number[];
  store: ChoiceStore;
  /** Hands a TC string to the consent gate (consent/public/own-consent.ts `setOwnConsent`). */
  answer(tcString: string): Promise<unknown>;
  /** Loads the list (once; again after a failure) and resolves with it, or null. */
  loadList(): Promise<LoadedVendorList | null>;
  /** Sends the consent record (nothing when the station has no endpoint). */
  record(record: Omit<ConsentRecord, 'station' | 'cmpId' | 'cmpVersion'>): void;
  now(): number;
  /** A choice stored on an earlier visit, if any. */
  stored: string | null;
}

/**
 * The dialog's behaviour, apart from how it looks: each choice is encoded as a TC string by the IAB
 * library, kept (stored-choice.ts), handed to the consent gate (`setOwnConsent`) and recorded; the
 * dialog then closes. Reject all is one click from the first layer, as Accept all is, and so is
 * withdrawing later: the "Privacy" control opens the same first layer.
 */
export function consentController(deps: ControllerDeps): ConsentController {
  const layer = atom<DialogLayer>('closed');
  const list = atom<LoadedVendorList | null>(null);
  let tcString = deps.stored;
  const scope = (): ConsentScope => scopeOf(list.get()!.gvl);

  const choose = (choice: ConsentChoice, action: ConsentRecord['action'], screen: 1 | 2): void => {
    const loaded = list.get();
    if (!loaded) return;
    const encoded = encodeChoice(loaded.gvl, deps.cmp, choice, screen, scope().vendors);
    tcString = encoded;
    deps.store.write(encoded, deps.vendors, deps.now());
    // Closed once the gate holds the choice: a Play pressed the moment the dialog goes carries it.
    void deps.answer(encoded).finally(() => layer.set('closed'));
    deps.record({ tcString: encoded, action, at: new Date(deps.now()).toISOString(), vendorListVersion: loaded.gvl.vendorListVersion, language: loaded.language });
  };

  return {
    layer,
    list,
    scope,
    current: () => (tcString ? choiceOf(tcString) : null),
    open() {
      if (list.get()) return layer.set('first');
      void deps.loadList().then((loaded) => {
        list.set(loaded);
        if (loaded) layer.set('first');
      });
    },
    close: () => layer.set('closed'),
    settings: () => layer.set('settings'),
    back: () => layer.set('first'),
    acceptAll: () => choose(acceptAll(scope()), 'accept-all', 1),
    rejectAll: () => choose(rejectAll(), 'reject-all', layer.get() === 'settings' ? 2 : 1),
    save: (choice) => choose(choice, 'settings', 2),
  };
}
