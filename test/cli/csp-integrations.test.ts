// Which vendor hosts a station's CSP allows, read from the integration registry
// (contract/integrations.ts): an integration that is off or lacks its ids allows nothing.
import { describe, expect, test } from 'vitest';
import { stationCsp } from '../../cli/csp/station-csp';
import { defaultEmbedConfig } from '../../runtime/config/default-config';
import type { EmbedConfig } from '../../contract/embed-config';

function directive(config: EmbedConfig, name: string): string | undefined {
  const csp = stationCsp({ config, inlineScripts: [], inlineStyles: [], runtimeStyleHashes: [], settings: { frameAncestors: ['*'], sources: {} } });
  return csp.split('; ').find((d) => d.startsWith(`${name} `));
}

function station(change: (config: EmbedConfig) => void): EmbedConfig {
  const config = defaultEmbedConfig(7);
  change(config);
  return config;
}

describe('the CSP of the integrations', () => {
  test('a station with none allows only its own scripts and no frames', () => {
    expect(directive(defaultEmbedConfig(7), 'script-src')).toBe("script-src 'self'");
    expect(directive(defaultEmbedConfig(7), 'frame-src')).toBeUndefined();
  });

  test('every script-loading vendor, in registry order, with its own hosts', () => {
    const config = station((c) => {
      c.tracking.google = { enabled: true, gacode: 'G-1' };
      c.tracking.piwik = { enabled: true, domains: [], siteid: '3' };
      c.tracking.nielsen = { enabled: true, appid: 'a', sfcode: 'dcr' };
      c.tracking.quantcast = { enabled: true, label: '', pcode: 'p-1' };
      c.services.piwik = { trackerUrl: 'https://stats.radio7.example/' };
    });
    expect(directive(config, 'script-src')).toBe(
      "script-src 'self' https://www.googletagmanager.com https://stats.radio7.example https://*.imrworldwide.com",
    );
  });

  test('a services.* URL replaces the vendor host; Google without its id loads nothing', () => {
    const overridden = station((c) => {
      c.tracking.google = { enabled: true, gacode: 'G-1' };
      c.tracking.nielsen = { enabled: true, appid: 'a', sfcode: 'dcr' };
      c.services.google = { scriptUrl: 'https://cdn.radio7.example/gtag.js' };
      c.services.nielsen = { sdkUrl: 'https://sdk.radio7.example/n.js' };
    });
    expect(directive(overridden, 'script-src')).toBe("script-src 'self' https://cdn.radio7.example https://sdk.radio7.example");
    expect(directive(station((c) => (c.tracking.google = { enabled: true, gacode: '' })), 'script-src')).toBe("script-src 'self'");
  });

  test("user matching allows any https: script and frame (its partners' hosts are not known in advance)", () => {
    const config = station((c) => (c.targeting.wopd = { enabled: true, placement_id: '9' }));
    expect(directive(config, 'script-src')).toBe("script-src 'self' https:");
    expect(directive(config, 'frame-src')).toBe('frame-src https:');
  });
});
