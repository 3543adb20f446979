// `radio-embed schema`: JSON Schema for editors, generated from the zod contract; the committed
// copies (schema/*.schema.json) that station files reference must match it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import * as z from 'zod';
import { REPO_ROOT } from '../support/repo-root';
import { runCli } from './support/run-cli';

const committed = (kind: string) => readFileSync(join(REPO_ROOT, `schema/${kind}.schema.json`), 'utf8');
const REGENERATE = 'out of date: run `node bin/radio-embed.js schema [config] > schema/<kind>.schema.json`';

describe('radio-embed schema', () => {
  test.each([
    [['schema'], 'station'],
    [['schema', 'station'], 'station'],
    [['schema', 'config'], 'config'],
  ])('%j prints the committed schema/%s.schema.json', async (args, kind) => {
    const result = await runCli(args, REPO_ROOT);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout, REGENERATE).toBe(committed(kind));
  });

  test('an unknown kind is a usage error', async () => {
    const result = await runCli(['schema', 'stations'], REPO_ROOT);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^error: command-argument value 'stations' is invalid for argument 'file'\. Allowed choices are station, config\./);
  });
});

describe('the committed station schema', () => {
  const schema = JSON.parse(committed('station'));
  // zod reads JSON Schema back: a stand-in for the editor's validator.
  const editor = z.fromJSONSchema(schema);

  test('every station file in the repository points at it and satisfies it', () => {
    const files = readdirSync(join(REPO_ROOT, 'stations')).filter((name) => name.endsWith('.json'));
    expect(files.length).toBeGreaterThan(0);
    for (const name of files) {
      const station = JSON.parse(readFileSync(join(REPO_ROOT, 'stations', name), 'utf8'));
      expect(station.$schema, name).toBe('../schema/station.schema.json');
      expect(editor.safeParse(station).success, name).toBe(true);
    }
  });

  test('editors are told the required fields, the enumerations and the defaults', () => {
    expect(editor.safeParse({ station: { sid: 7 } }).success).toBe(false);
    expect(editor.safeParse({ station: { sid: 7, title: 'x' }, metadata: { source: 'shoutcast' } }).success).toBe(false);
    expect(editor.safeParse({ station: { sid: 7, title: 'x' }, privacy: { regions: ['NY'] } }).success).toBe(false);
    expect(schema.properties.privacy.properties.regions.items.enum).toEqual(['CA', 'VA', 'CO', 'UT', 'CT', 'TX', 'OR', 'MT', 'DE', 'IA', 'NE', 'NH', 'NJ', 'TN', 'MN', 'MD', 'IN', 'KY', 'RI']);
    expect(schema.properties.ui.properties.scheme.default).toBe('Dark');
    expect(schema.properties.services.properties.piwik.properties.trackerUrl.description).toMatch(/Matomo/);
  });

  test('unknown keys are allowed, as the CLI allows them (with a warning)', () => {
    expect(editor.safeParse({ station: { sid: 7, title: 'x', website: 'y' }, podcasts: {} }).success).toBe(true);
  });
});

describe('the committed config schema', () => {
  const schema = JSON.parse(committed('config'));
  const editor = z.fromJSONSchema(schema);

  test('the repository config points at it and satisfies it', () => {
    const config = JSON.parse(readFileSync(join(REPO_ROOT, 'radio-embed.config.json'), 'utf8'));
    expect(config.$schema).toBe('./schema/config.schema.json');
    expect(editor.safeParse(config).success).toBe(true);
  });

  test('defaults are described as station sections, none of them required', () => {
    expect(editor.safeParse({ defaults: { station: { name: 'x' }, ui: { scheme: 'Light' } } }).success).toBe(true);
    expect(editor.safeParse({ defaults: { ui: { disableAlbumArt: 'yes' } } }).success).toBe(false);
    expect(editor.safeParse({ csp: { frameAncestors: ["'self'", 'https://radio42.example'] } }).success).toBe(true);
  });
});
