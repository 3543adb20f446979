/** One process as scripts/e2e-cpu.js counts it: its parent, and the CPU seconds it and its reaped children used. */
export interface ProcessCpu {
  ppid: number;
  cpu: number;
}
export function parseStat(line: string): ProcessCpu | undefined;
export function readProcesses(): Map<number, ProcessCpu>;
export function treeCpu(processes: Map<number, ProcessCpu>, root: number): number | undefined;
