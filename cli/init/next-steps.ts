import { DEFAULT_PREVIEW_PORT } from '../commands/preview';

/** Where a new station file lives and how it was found: the next commands must find it too. */
export interface NextStepsInput {
  sid: number;
  stationsDir: string;
  /** An explicit --config; undefined when the default applies. */
  config?: string;
}

/**
 * The commands to run after a station file is written, as they can be pasted: through `npx`
 * (radio-embed is a project dependency, not on PATH) and with the flags that found the file.
 */
export function nextSteps(input: NextStepsInput): string {
  const flags = [`--station ${input.sid}`];
  if (input.stationsDir !== 'stations') flags.push(`--stations-dir ${shellWord(input.stationsDir)}`);
  if (input.config !== undefined) flags.push(`--config ${shellWord(input.config)}`);
  const steps = [
    [`npx radio-embed preview ${flags.join(' ')}`, `see and hear it at http://127.0.0.1:${DEFAULT_PREVIEW_PORT}/${input.sid}/`],
    [`npx radio-embed build ${flags.join(' ')}`, `write its embed to dist/${input.sid}/`],
  ] as const;
  const width = Math.max(...steps.map(([command]) => command.length));
  return steps.map(([command, why], i) => `${i === 0 ? 'then: ' : '      '}${command.padEnd(width)}   # ${why}\n`).join('');
}

/** A word the shell keeps as it is: quoted only when it has to be. */
function shellWord(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;
}
