import { log } from '../../lib/logger';
import type { CmpApi } from './find-locators';

/** What a CMP posts back: `{__tcfapiReturn: {returnValue, success, callId}}` (or its JSON text). */
export interface CmpReturn {
  returnValue: unknown;
  success: boolean;
  callId: string;
}

const CALL_KEY: Record<CmpApi, string> = { tcf: '__tcfapiCall', gpp: '__gppCall', usp: '__uspapiCall' };
const RETURN_KEY: Record<CmpApi, string> = { tcf: '__tcfapiReturn', gpp: '__gppReturn', usp: '__uspapiReturn' };

/**
 * The return in a message for `api`, or null. CMPs answer with an object or with its JSON text
 * (the IAB stubs answer in the form they were called in, and older ones always with text).
 */
export function readCmpReturn(api: CmpApi, data: unknown): CmpReturn | null {
  let message = data;
  if (typeof data === 'string') {
    try {
      message = JSON.parse(data);
    } catch {
      return null;
    }
  }
  const value = (message as Record<string, unknown> | null)?.[RETURN_KEY[api]] as Partial<CmpReturn> | undefined;
  if (!value || typeof value !== 'object' || value.callId === undefined) return null;
  return { returnValue: value.returnValue, success: value.success === true, callId: String(value.callId) };
}

export interface CmpClient {
  /**
   * Posts `{__<api>Call: {command, parameter, version, callId}}` to the CMP's window; `onReturn`
   * gets every return for this call (an `addEventListener` call returns at each change) until
   * the returned function is called.
   */
  call(command: string, parameter: unknown, version: number | string, onReturn: (ret: CmpReturn) => void): () => void;
  /** Stops listening for returns. */
  close(): void;
}

let lastCallId = 0;

/**
 * A postMessage client for one API of the CMP in `target` (found by `findLocators`). Returns are
 * accepted only from `target`, so another frame cannot answer for the host's CMP.
 */
export function cmpClient(api: CmpApi, self: Window, target: Window): CmpClient {
  const waiting = new Map<string, (ret: CmpReturn) => void>();
  const onMessage = (event: MessageEvent): void => {
    if (event.source !== target) return;
    const ret = readCmpReturn(api, event.data);
    try {
      if (ret) waiting.get(ret.callId)?.(ret);
    } catch (error) {
      // A return of a shape no reader foresaw: logged, never thrown into the page.
      log.error(`The host page’s ${api.toUpperCase()} return could not be read`, error);
    }
  };
  self.addEventListener('message', onMessage);
  return {
    call(command, parameter, version, onReturn) {
      const callId = `re-${api}-${++lastCallId}`;
      waiting.set(callId, onReturn);
      target.postMessage({ [CALL_KEY[api]]: { command, parameter, version, callId } }, '*');
      return () => waiting.delete(callId);
    },
    close() {
      self.removeEventListener('message', onMessage);
      waiting.clear();
    },
  };
}
