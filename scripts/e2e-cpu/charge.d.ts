import type { ProcessCpu } from './process-tree';

export interface Charger {
  sample(processes: Map<number, ProcessCpu>, workerFiles: Map<number, string>): void;
  totals(): Map<string, number>;
}
export function createCharger(): Charger;
export function workerFilesOf(log: string, root: string): Map<number, string>;
