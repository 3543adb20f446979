import { join } from 'node:path';
import * as z from 'zod';
import { PACKAGE_ROOT } from '../package-root';
import { projectConfigSchema } from './project-config';
import { stationFileSchema } from '../../contract/station-file/station-file';

type JsonSchema = Record<string, unknown> & { properties?: Record<string, Record<string, unknown>> };

/** Which file a JSON Schema describes: `radio-embed schema [station|config]`. */
export const SCHEMA_KINDS = ['station', 'config'] as const;
export type SchemaKind = (typeof SCHEMA_KINDS)[number];

/** Where the committed copies live (`schema/<kind>.schema.json`), for `"$schema"` references. */
export function schemaFile(kind: SchemaKind, root = PACKAGE_ROOT): string {
  return join(root, 'schema', `${kind}.schema.json`);
}

/**
 * What an operator writes, not what the build makes of it: the input side of every transform,
 * defaults optional. Refinements (URL checks, the stream rule) have no JSON Schema form; the
 * CLI still checks them.
 */
function toJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

export function stationJsonSchema(): JsonSchema {
  const { $schema, ...rest } = toJsonSchema(stationFileSchema);
  return {
    $schema,
    title: 'radio-embed station file (stations/<id>.json)',
    description: 'One station: its identity, stream sources, look, share texts, integrations and privacy settings.',
    ...rest,
  };
}

/** radio-embed.config.json, with `defaults` described as station sections (all optional). */
export function configJsonSchema(): JsonSchema {
  const { $schema, ...rest } = toJsonSchema(projectConfigSchema);
  const { $schema: _ignored, ...sections } = stationJsonSchema().properties ?? {};
  const { required: _required, ...station } = sections.station ?? {};
  rest.properties = {
    ...rest.properties,
    defaults: {
      description: 'Station sections merged under every station file (the station wins).',
      type: 'object',
      properties: { ...sections, station },
      additionalProperties: {},
    },
  };
  return {
    $schema,
    title: 'radio-embed shared settings (radio-embed.config.json)',
    description: 'Settings shared by every station: where dist/ is published, services, defaults, CSP.',
    ...rest,
  };
}

export function jsonSchemaFor(kind: SchemaKind): JsonSchema {
  return kind === 'station' ? stationJsonSchema() : configJsonSchema();
}

/** The text of `radio-embed schema` and of the committed copy: two-space JSON, one line end. */
export function formatJsonSchema(kind: SchemaKind): string {
  return `${JSON.stringify(jsonSchemaFor(kind), null, 2)}\n`;
}
