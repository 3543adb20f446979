// What the doctor e2e tests share: a project with stations, `radio-embed doctor` run as operators
// run it (bin/radio-embed.js, its own process), and its --json read back.
import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { REPO_ROOT } from '../support/repo-root';
import { makeTempDir, type TempDir } from '../support/temp-dir';

export interface DoctorFinding {
  severity: 'error' | 'warning' | 'info';
  code: string;
  says: string;
  listener: string;
  fix: string;
}

export interface DoctorCheck {
  setting: string;
  url: string;
  findings: DoctorFinding[];
}

export interface DoctorJson {
  ok: boolean;
  stations: { id: number; ok: boolean; counts: Record<string, number>; checks: DoctorCheck[] }[];
}

export interface DoctorProject extends TempDir {
  station(id: number, contents: Record<string, unknown>): Promise<void>;
  config(contents: Record<string, unknown>): Promise<void>;
  /** `radio-embed doctor <args>` in the project (`env` added to this process's): exit code and output. */
  doctor(args: string[], env?: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }>;
  /** `radio-embed doctor <args> --json`, parsed. */
  doctorJson(args: string[], env?: Record<string, string>): Promise<{ code: number; json: DoctorJson; stderr: string }>;
}

export async function makeDoctorProject(): Promise<DoctorProject> {
  const temp = await makeTempDir('doctor');
  await mkdir(join(temp.path, 'stations'));
  const doctor = (args: string[], env: Record<string, string> = {}) =>
    new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      const options = { cwd: temp.path, env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 };
      execFile(process.execPath, [join(REPO_ROOT, 'bin/radio-embed.js'), 'doctor', ...args], options, (error, stdout, stderr) => {
        resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
      });
    });
  return {
    ...temp,
    station: (id, contents) => writeFile(join(temp.path, 'stations', `${id}.json`), JSON.stringify(contents)),
    config: (contents) => writeFile(join(temp.path, 'radio-embed.config.json'), JSON.stringify(contents)),
    doctor,
    async doctorJson(args, env) {
      const { code, stdout, stderr } = await doctor([...args, '--json'], env);
      try {
        return { code, json: JSON.parse(stdout) as DoctorJson, stderr };
      } catch {
        throw new Error(`doctor --json printed no JSON (exit ${code}):\n${stdout}\n${stderr}`);
      }
    },
  };
}

/** The findings about one setting (`data.audioHtml`) of the only station. */
export function findingsOf(json: DoctorJson, setting: string): DoctorFinding[] {
  const check = json.stations[0]?.checks.find((c) => c.setting === setting);
  if (!check) throw new Error(`no check of ${setting}: ${JSON.stringify(json.stations[0]?.checks.map((c) => c.setting))}`);
  return check.findings;
}

/** `severity code` of each finding, for assertions that read like the output. */
export function codes(findings: readonly DoctorFinding[]): string[] {
  return findings.map((f) => `${f.severity} ${f.code}`);
}
