import { describe, expect, test } from 'vitest';
import { toEmbedConfig } from '../../cli/embed-config/to-embed-config';
import { NO_PROJECT, validateProjectConfig } from '../../cli/validate/validate-project-config';
import { validateStation } from '../../cli/validate/validate-station';
import { stationJson } from './support/station-json';

function embedConfig(raw: unknown, publicUrl = 'https://embed.example', config?: unknown) {
  const project = config === undefined ? NO_PROJECT : validateProjectConfig(config, 'radio-embed.config.json');
  if ('ok' in project && !project.ok) throw new Error('bad config');
  const context = 'ok' in project ? project.project : project;
  const result = validateStation({ id: 7, file: 'stations/7.json', raw }, context);
  if (!result.ok) throw new Error(result.problems.map((p) => p.message).join('\n'));
  return JSON.parse(JSON.stringify(toEmbedConfig(result.station, { publicUrl, buildTime: 1758240000000 })));
}

describe('the config inlined for the runtime', () => {
  test('carries the version, the build time and the player link under publicUrl', () => {
    expect(embedConfig(stationJson(7))).toMatchObject({ version: '1.0.0', buildTime: 1758240000000, playerLink: 'https://embed.example/7/' });
  });

  test('has an empty player link without publicUrl', () => {
    expect(embedConfig(stationJson(7), '').playerLink).toBe('');
  });

  test('upper-cases flower types and privacy regions', () => {
    const config = embedConfig(stationJson(7, { ui: { flower: ['volume', { type: 'Facebook' }] }, privacy: { regions: ['ca', 'Va'] } }));
    expect(config.ui.flower).toEqual([{ type: 'VOLUME' }, { type: 'FACEBOOK' }]);
    expect(config.privacy.regions).toEqual(['CA', 'VA']);
  });

  test('leaves out placeholder streams and every custom CSS/JS field', () => {
    const config = embedConfig(
      stationJson(7, {
        data: { audioHls: 'INVALID' },
        ui: { extraCssV7Minimal: 'a{}', extraJsV7Minimal: 'x()', extraCss: 'b{}', extraCssV7: 'c{}', extraJs: 'y()', extraJsV7: 'z()' },
      }),
    );
    expect(Object.keys(config.data)).toEqual(['audioHtml', 'stream_id', 'enrichment', 'withCredentials']);
    for (const field of ['extraCss', 'extraCssV7', 'extraCssV7Minimal', 'extraJs', 'extraJsV7', 'extraJsV7Minimal']) {
      expect(config.ui).not.toHaveProperty(field);
    }
    expect(config).not.toHaveProperty('$schema');
  });

  test('merges the shared services with the station own', () => {
    const config = embedConfig(stationJson(7, { services: { imageProxy: { enabled: true } } }), '', {
      services: { imageProxy: { url: 'https://img.example' }, privacyNoticeUrl: 'https://radio.example/privacy' },
    });
    expect(config.services).toEqual({ imageProxy: { url: 'https://img.example', enabled: true }, privacyNoticeUrl: 'https://radio.example/privacy' });
  });

  test('keeps unknown keys for the station own custom JS', () => {
    expect(embedConfig({ ...stationJson(7), custom: { banner: 'x' } }).custom).toEqual({ banner: 'x' });
  });
});
