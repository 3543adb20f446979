// What a CMP's return says, read without trusting its shape: a host page's CMP is code this project
// did not write, and a return of the wrong shape must neither throw nor count as consent.

/** A TCF return: no decision yet, GDPR does not apply, a TC string to decode, or malformed. */
export type TcfAnswer =
  | { kind: 'pending' }
  | { kind: 'not-applies' }
  | { kind: 'string'; tcString: unknown }
  | { kind: 'malformed'; why: string };

/** A GPP return: not ready yet, a string with its applicable sections to decode, or malformed. */
export type GppAnswer = { kind: 'pending' } | { kind: 'string'; gppString: unknown; sections: unknown } | { kind: 'malformed'; why: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const malformed = (why: string) => ({ kind: 'malformed', why }) as const;

const TCF_EVENTS = ['tcloaded', 'cmpuishown', 'useractioncomplete', undefined];

/**
 * TCData from `addEventListener` (TCF v2.2). The banner showing (`cmpuishown`), or a CMP that
 * has no event status and no string yet, has not decided: pending. `gdprApplies` must be a
 * boolean (or absent: GDPR then applies), `eventStatus` one of the three the API names.
 */
export function readTcfAnswer(success: boolean, value: unknown): TcfAnswer {
  if (!success || !isRecord(value)) return malformed('the TCF CMP answered without TCData');
  const { gdprApplies, eventStatus, tcString } = value;
  if (gdprApplies !== undefined && typeof gdprApplies !== 'boolean') return malformed('gdprApplies is not a boolean');
  if (!TCF_EVENTS.includes(eventStatus as string)) return malformed('eventStatus is not a TCF event status');
  if (gdprApplies === false) return { kind: 'not-applies' };
  if (eventStatus === 'cmpuishown' || (eventStatus === undefined && (tcString === undefined || tcString === ''))) return { kind: 'pending' };
  return { kind: 'string', tcString };
}

/**
 * A GPP v1.1 `addEventListener` return (EventData with `pingData`), or a v1.0 CMP's PingData
 * itself. `signalStatus: 'not ready'` is pending; anything but `ready` (or absent, v1.0) is malformed.
 */
export function readGppAnswer(success: boolean, value: unknown): GppAnswer {
  const ping = isRecord(value) && isRecord(value.pingData) ? value.pingData : value;
  if (!success || !isRecord(ping)) return malformed('the GPP CMP answered without PingData');
  if (ping.signalStatus === 'not ready') return { kind: 'pending' };
  if (ping.signalStatus !== undefined && ping.signalStatus !== 'ready') return malformed('signalStatus is neither ready nor not ready');
  return { kind: 'string', gppString: ping.gppString, sections: ping.applicableSections };
}

/** A USP `getUSPData` return: its `uspString` if it is a US privacy string (`1` and three of Y, N, -), else malformed. */
export function readUspAnswer(success: boolean, value: unknown): { usp: string } | { kind: 'malformed'; why: string } {
  const usp = isRecord(value) ? value.uspString : undefined;
  if (!success || typeof usp !== 'string' || !/^1[YN-]{3}$/i.test(usp)) return malformed('the USP CMP answered without a US privacy string');
  return { usp: usp.toUpperCase() };
}
