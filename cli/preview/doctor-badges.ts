import { diagnoseStation } from '../doctor/doctor-station';
import { countBySeverity } from '../doctor/finding';
import { terminalSafe } from '../doctor/terminal-safe';
import type { StationFile } from '../../contract/station-file/station-file';
import type { ProjectContext } from '../validate/validate-project-config';

/** What `doctor` found about one station, as the gallery shows it. */
export type DoctorVerdict =
  | { state: 'checking' }
  | {
      state: 'done';
      errors: number;
      warnings: number;
      /** `doctor: data.audioHtml: HTTP 404`, one per error or warning. */
      lines: string[];
    };

export interface DoctorBadges {
  /** The station's verdict now; a check is started in the background when there is none for this content. */
  verdict(id: number, station: StationFile, project: ProjectContext): DoctorVerdict;
}

/** A verdict is kept this long, then checked again (a server fixed meanwhile shows as fixed). */
const KEEP_MS = 5 * 60 * 1000;
/** Stations checked at once: a gallery of hundreds does not open hundreds of connections. */
const AT_ONCE = 4;

/**
 * `preview`'s badges from `doctor` (issue 30 §5): each valid station is checked in the
 * background, as `radio-embed doctor` checks it, and its verdict cached by station id and
 * content, so the gallery answers at once ("checking…") and a reload shows the result. An edit
 * of the station (or the shared config) checks it again.
 */
export function createDoctorBadges(timeoutMs: number): DoctorBadges {
  const cache = new Map<number, { key: string; at: number; verdict: DoctorVerdict }>();
  const queue: (() => Promise<void>)[] = [];
  let running = 0;
  const next = () => {
    while (running < AT_ONCE && queue.length) {
      running++;
      void queue.shift()!().finally(() => {
        running--;
        next();
      });
    }
  };
  return {
    verdict(id, station, project) {
      const key = JSON.stringify([station, project.config]);
      const cached = cache.get(id);
      if (cached && cached.key === key && (cached.verdict.state === 'checking' || Date.now() - cached.at < KEEP_MS)) return cached.verdict;
      const entry = { key, at: Date.now(), verdict: { state: 'checking' } as DoctorVerdict };
      cache.set(id, entry);
      queue.push(async () => {
        const verdict = await diagnose(id, station, project, timeoutMs);
        // Only if the station was not edited meanwhile: then the newer check decides.
        if (cache.get(id) === entry) cache.set(id, { key, at: Date.now(), verdict });
      });
      next();
      return entry.verdict;
    },
  };
}

async function diagnose(id: number, station: StationFile, project: ProjectContext, timeoutMs: number): Promise<DoctorVerdict> {
  try {
    const { subjects } = await diagnoseStation(station, `${id}.json`, project, timeoutMs);
    const counts = countBySeverity(subjects);
    const lines = subjects.flatMap((s) => s.findings.filter((f) => f.severity !== 'info').map((f) => terminalSafe(`doctor: ${s.setting}: ${f.says}`)));
    return { state: 'done', errors: counts.error, warnings: counts.warning, lines };
  } catch (error) {
    return { state: 'done', errors: 1, warnings: 0, lines: [`doctor: could not check: ${error instanceof Error ? error.message : String(error)}`] };
  }
}
