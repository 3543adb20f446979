import { relative, resolve } from 'node:path';
import { Argument } from 'commander';
import { configureCommand, usageError } from '../args/program-output';
import { USAGE_EXIT_CODE } from '../args/usage-exit-code';
import { PROBLEMS, USAGE } from '../errors/catalogue';
import { problem } from '../errors/problem';
import { askPublicUrl } from '../new/ask-public-url';
import { EXAMPLE_STATION_ID, operatorFiles } from '../new/operator-files';
import { refuseFolder, writeOperatorRepo } from '../new/write-operator-repo';
import type { CliIo } from '../process';
import { reportProblems } from '../report/report';
import { isPublishingBase } from '../schema/project-config';
import { isHttpUrl } from '../../contract/station-file/url';
import type { DefineCommand } from './command';

const EXAMPLES = `
Examples:
  $ radio-embed new my-stations                                   asks for the publicUrl
  $ radio-embed new my-stations --public-url https://embed.radio.example

Makes a station network's own repo, with radio-embed as its dependency: package.json,
radio-embed.config.json, stations/${EXAMPLE_STATION_ID}.json (an example), .gitignore, a README for the team,
and .github/workflows/publish.yml (validate and build on every push, publish on a push to main).
The folder must be new or empty.`;

interface NewFlags {
  publicUrl?: string;
}

/** A publicUrl as radio-embed.config.json takes it; undefined when it is not one. */
function publicUrlOf(value: string): string | undefined {
  const url = value.trim();
  return isHttpUrl(url) && isPublishingBase(url) ? url.replace(/\/+$/, '') : undefined;
}

export const defineNew: DefineCommand = (program, output, choose) => {
  const command = configureCommand(program.command('new'), output)
    .description("make a station network's own repo that depends on radio-embed")
    .addArgument(new Argument('<folder>', 'the new repo (a new or empty folder)'))
    .option('--public-url <url>', 'where dist/ will be published, e.g. https://embed.radio.example (asked for on a terminal)')
    .addHelpText('after', EXAMPLES);
  command.action((folder: string, flags: NewFlags) => {
    let publicUrl: string | undefined;
    if (flags.publicUrl !== undefined) {
      publicUrl = publicUrlOf(flags.publicUrl);
      if (publicUrl === undefined) usageError(command, `option '--public-url <url>' ${PROBLEMS.NOT_A_PUBLISHING_BASE()}`);
    }
    choose((io) => runNew(folder, publicUrl, io));
  });
};

async function runNew(folder: string, givenUrl: string | undefined, io: CliIo): Promise<number> {
  const path = resolve(io.cwd, folder);
  // Refused before asking anything: the answer would be wasted.
  const refusal = await refuseFolder(path);
  if (refusal) {
    reportProblems(io.stderr, [problem(refusal, { file: folder })]);
    return 1;
  }
  let publicUrl = givenUrl;
  if (publicUrl === undefined) {
    const stdin = io.stdin;
    // CI has no one to answer: a prompt there would hang the job, so it is a usage error at once.
    if (!stdin?.isTTY) return usageFailure(io, USAGE.NO_PUBLIC_URL_TO_ASK());
    const answer = await askPublicUrl(stdin, io.stderr);
    publicUrl = publicUrlOf(answer);
    if (publicUrl === undefined) return usageFailure(io, `publicUrl ${PROBLEMS.NOT_A_PUBLISHING_BASE()}; got ${JSON.stringify(answer)}`);
  }
  const files = operatorFiles({ folder: path, publicUrl });
  await writeOperatorRepo(path, files);
  const shown = relative(io.cwd, path) || '.';
  io.stdout.write(`created ${shown}/ with ${Object.keys(files).sort().join(', ')}\n`);
  const steps = [
    [`cd ${shown}`, ''],
    ['git init && npm install', 'installs radio-embed, writes package-lock.json'],
    [`npx radio-embed preview --station ${EXAMPLE_STATION_ID}`, 'the example station, with a demo stream'],
  ] as const;
  const width = Math.max(...steps.map(([step]) => step.length));
  io.stdout.write('then:\n');
  for (const [step, why] of steps) io.stdout.write(why ? `  ${step.padEnd(width)}   # ${why}\n` : `  ${step}\n`);
  io.stdout.write('  set the repository secrets README.md names, and push to main to publish\n');
  return 0;
}

function usageFailure(io: CliIo, message: string): number {
  io.stderr.write(`error: ${message}\n(run radio-embed new --help for usage)\n`);
  return USAGE_EXIT_CODE;
}
