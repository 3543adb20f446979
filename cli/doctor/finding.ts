import { DOCTOR, type DoctorCode } from '../errors/catalogue';

export type Severity = 'error' | 'warning' | 'info';

/** One thing doctor learned about one address: how bad, what it saw, what a listener notices, the fix. */
export interface Finding {
  severity: Severity;
  code: DoctorCode;
  says: string;
  listener: string;
  fix: string;
}

/** What one configured address (a stream, a service, an image) was checked for. */
export interface Subject {
  /** Where the station file names it: `data.audioHls`, `metadata.url`, `data.audioHtml → entry 1`. */
  setting: string;
  url: string;
  findings: Finding[];
}

type ParamsOf<F> = F extends (...args: infer A) => unknown ? A : never;

export function finding<C extends DoctorCode>(severity: Severity, code: C, ...params: ParamsOf<(typeof DOCTOR)[C]>): Finding {
  const render = DOCTOR[code] as (p?: unknown) => { says: string; listener: string; fix: string };
  return { severity, code, ...render(params[0]) };
}

export function countBySeverity(subjects: readonly Subject[]): Record<Severity, number> {
  const counts: Record<Severity, number> = { error: 0, warning: 0, info: 0 };
  for (const subject of subjects) for (const f of subject.findings) counts[f.severity]++;
  return counts;
}
