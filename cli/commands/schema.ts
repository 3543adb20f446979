import { Argument } from 'commander';
import { configureCommand } from '../args/program-output';
import { formatJsonSchema, SCHEMA_KINDS, type SchemaKind } from '../schema/json-schema';
import type { DefineCommand } from './command';

const EXAMPLES = `
Examples:
  $ radio-embed schema > station.schema.json     for "$schema" in stations/<id>.json
  $ radio-embed schema config                    for radio-embed.config.json

The package ships both as schema/station.schema.json and schema/config.schema.json.`;

export const defineSchema: DefineCommand = (program, output, choose) => {
  configureCommand(program.command('schema'), output)
    .description('print the JSON Schema of station files (or of the shared config)')
    .addArgument(new Argument('[file]', 'which file it describes').choices(SCHEMA_KINDS).default('station'))
    .addHelpText('after', EXAMPLES)
    .action((kind: SchemaKind) => {
      choose(async (io) => {
        io.stdout.write(formatJsonSchema(kind));
        return 0;
      });
    });
};
