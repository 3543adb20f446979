// A host page's CMP, as CMPs ship it, for the host-consent e2e tests: a hidden locator frame named
// `__<api>Locator`, the page's `message` listener answering IAB postMessage calls in the form they
// came in (object or JSON text), and `addEventListener` listeners told of every change.

export type CmpApi = 'tcf' | 'gpp';

/**
 * The stub's HTML. `answer` is the first return (`undefined`: none yet, as a CMP still loading
 * keeps its listeners waiting), with `success`. In the page, `setConsent(value, success = true)` gives the next
 * return to every listener: a late answer, a changed one, or a malformed one.
 */
export function cmpStub(api: CmpApi, answer?: unknown, success = true): string {
  const locator = api === 'tcf' ? '__tcfapiLocator' : '__gppLocator';
  const [call, ret] = api === 'tcf' ? ['__tcfapiCall', '__tcfapiReturn'] : ['__gppCall', '__gppReturn'];
  return `<iframe name="${locator}" style="display:none" src="about:blank"></iframe>
<script>
  var current = ${answer === undefined ? 'undefined' : JSON.stringify([answer, success])};
  var listeners = [];
  window.cmpCalls = [];
  function cmp(command, callback) {
    window.cmpCalls.push(command);
    if (command === 'addEventListener') { listeners.push(callback); if (current) callback(current[0], current[1]); }
    else callback(null, false);
  }
  window.setConsent = function (value, success) {
    current = [value, success !== false];
    listeners.forEach(function (l) { l(current[0], current[1]); });
  };
  window.addEventListener('message', function (event) {
    var text = typeof event.data === 'string';
    var data; try { data = text ? JSON.parse(event.data) : event.data; } catch (e) { return; }
    var payload = data && data['${call}'];
    if (!payload) return;
    cmp(payload.command, function (returnValue, success) {
      var message = { '${ret}': { returnValue: returnValue, success: success, callId: payload.callId } };
      event.source.postMessage(text ? JSON.stringify(message) : message, '*');
    });
  });
</script>`;
}

/** TCData as a TCF v2.2 CMP returns it from `addEventListener`. */
export const tcData = (tcString: unknown, eventStatus = 'tcloaded', gdprApplies: unknown = true) => ({
  tcString,
  gdprApplies,
  eventStatus,
  cmpStatus: 'loaded',
  listenerId: 0,
});

/** A GPP v1.1 `addEventListener` return (EventData with its PingData). */
export const gppEvent = (gppString: unknown, applicableSections: unknown = [7], signalStatus = 'ready') => ({
  eventName: signalStatus === 'ready' ? 'signalStatus' : 'listenerRegistered',
  listenerId: 1,
  data: signalStatus,
  pingData: { gppVersion: '1.1', cmpStatus: 'loaded', cmpDisplayStatus: 'hidden', signalStatus, supportedAPIs: ['7:usnat'], cmpId: 1, sectionList: [7], applicableSections, gppString, parsedSections: {} },
});
