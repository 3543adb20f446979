import { basename } from 'node:path';
import { PLACEHOLDER_STREAM, scaffoldStation } from '../init/scaffold-station';
import { VERSION } from '../package-root';
import { operatorReadme } from './operator-readme';
import { publishWorkflow } from './publish-workflow';

/** The example station `new` writes: the operator renames it to one of theirs. */
export const EXAMPLE_STATION_ID = 1;

/** Where an operator's repo finds the installed package's schemas (editors read `$schema`). */
const SCHEMA_DIR = 'node_modules/radio-embed/schema';

export interface OperatorRepoInput {
  /** The folder as the user named it; its last part names the npm package. */
  folder: string;
  /** Where the repo's dist/ will be served from (radio-embed.config.json `publicUrl`). */
  publicUrl: string;
}

/**
 * Every file of a new station network's repo, by path: radio-embed as a versioned dependency,
 * the shared config, one example station, and a CI workflow that validates, builds and publishes.
 * What it writes must pass `validate` and `build` as it is, so CI is green from the first push.
 */
export function operatorFiles(input: OperatorRepoInput): Record<string, string> {
  const station = scaffoldStation({
    sid: EXAMPLE_STATION_ID,
    title: `Radio ${EXAMPLE_STATION_ID}`,
    stream: PLACEHOLDER_STREAM,
    schemaRef: `../${SCHEMA_DIR}/station.schema.json`,
    sharedDefaults: {},
  });
  return {
    'package.json': json({
      name: packageName(input.folder),
      private: true,
      description: 'Our station players, built and published with radio-embed',
      type: 'module',
      engines: { node: '>=20.19' },
      scripts: {
        validate: 'radio-embed validate --all',
        build: 'radio-embed build --all',
        preview: 'radio-embed preview',
      },
      dependencies: { 'radio-embed': `^${VERSION}` },
    }),
    'radio-embed.config.json': json({ $schema: `./${SCHEMA_DIR}/config.schema.json`, publicUrl: input.publicUrl, services: {} }),
    [`stations/${EXAMPLE_STATION_ID}.json`]: json(station),
    '.gitignore': GITIGNORE,
    'README.md': operatorReadme({ name: basename(input.folder), publicUrl: input.publicUrl, exampleId: EXAMPLE_STATION_ID }),
    '.github/workflows/publish.yml': publishWorkflow(),
  };
}

const GITIGNORE = `node_modules/
dist/
# A running build's staging folder and lock, beside dist/
.dist.*
`;

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** An npm package name from a folder name: lower case, only the characters npm allows. */
export function packageName(folder: string): string {
  const name = basename(folder)
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[._-]+|[-]+$/g, '');
  return name || 'station-players';
}
