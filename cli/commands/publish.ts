import { Argument, InvalidArgumentError } from 'commander';
import { configureCommand } from '../args/program-output';
import { USAGE } from '../errors/catalogue';
import { problem } from '../errors/problem';
import { findOnPath } from '../publish/find-on-path';
import { runPublishScript } from '../publish/run-publish-script';
import type { CliIo } from '../process';
import { reportProblems } from '../report/report';
import type { DefineCommand } from './command';

const EXAMPLES = `
Examples:
  $ radio-embed publish s3://my-bucket/embed
  $ radio-embed publish s3://my-bucket --dry-run      print the uploads, change nothing
  $ AWS_ENDPOINT_URL=https://<account>.r2.cloudflarestorage.com radio-embed publish s3://my-bucket

Uploads a build to an S3-compatible bucket with the AWS CLI (aws): the content-hashed assets
first, then the loader, snippets and oEmbed documents, then the pages, manifest.json last, each
with the Content-Type and Cache-Control of dist/manifest.json; only what changed since the last
publish, and nothing deleted. Credentials and region come from the AWS CLI's usual environment
(AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_REGION) or its profiles.`;

interface PublishFlags {
  outDir: string;
  dryRun?: boolean;
}

function parseTarget(value: string): string {
  if (!/^s3:\/\/[^/]+/.test(value)) throw new InvalidArgumentError(USAGE.NOT_AN_S3_TARGET({ received: value }));
  return value;
}

export const definePublish: DefineCommand = (program, output, choose) => {
  configureCommand(program.command('publish'), output)
    .description('upload a build to an S3-compatible bucket, assets first and pages last')
    .addArgument(new Argument('<target>', 's3://bucket[/folder]').argParser(parseTarget))
    .option('--out-dir <dir>', 'the build to publish', 'dist')
    .option('--dry-run', 'print the AWS CLI commands instead of running them')
    .addHelpText('after', EXAMPLES)
    .action((target: string, flags: PublishFlags) => {
      choose((io) => runPublish(target, flags, io));
    });
};

async function runPublish(target: string, flags: PublishFlags, io: CliIo): Promise<number> {
  const dryRun = flags.dryRun === true;
  if (!dryRun && !findOnPath('aws', io.env.PATH)) {
    reportProblems(io.stderr, [problem('AWS_CLI_MISSING', { file: 'publish' })]);
    return 1;
  }
  return runPublishScript({ target, outDir: flags.outDir, dryRun }, io);
}
