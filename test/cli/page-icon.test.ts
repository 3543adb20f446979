import { describe, expect, test } from 'vitest';
import { toEmbedConfig } from '../../cli/embed-config/to-embed-config';
import { pageHead } from '../../cli/render/page-head';
import { pageIcon } from '../../cli/render/page-icon';
import { isAssetName } from '../../cli/write/strays';
import { NO_PROJECT } from '../../cli/validate/validate-project-config';
import { validateStation } from '../../cli/validate/validate-station';
import { stationJson } from './support/station-json';

function configOf(id: number, ui: Record<string, unknown> = {}, station: Record<string, unknown> = {}) {
  const result = validateStation({ id, file: `stations/${id}.json`, raw: stationJson(id, { station, ui }) }, NO_PROJECT);
  if (!result.ok) throw new Error(result.problems.map((p) => p.message).join('\n'));
  return toEmbedConfig(result.station, { publicUrl: 'https://embed.example', buildTime: 1 });
}

const text = (contents: Uint8Array) => new TextDecoder().decode(contents);

describe('the tab icon (a shared asset, not a data: URI in every page)', () => {
  test('is a Play button in the accent, a content-hashed file under assets/ that the page names', () => {
    const config = configOf(7, { accent: '#2563eb' }, { logo: 'https://logo.example/l.png' });
    const icon = pageIcon(config);
    expect(icon.path).toMatch(/^assets\/icon-[A-Z0-9]{8}\.svg$/);
    // A build's own asset name: never taken for a stray and moved out.
    expect(isAssetName(icon.path.slice('assets/'.length))).toBe(true);
    expect(text(icon.contents)).toContain('fill="#2563eb"');
    const head = pageHead(config);
    expect(head).toContain(`<link rel="icon" href="../${icon.path}">`);
    expect(head).not.toContain('data:');
    // Never the logo: a browser fetches a top-level page's icon at load.
    expect(head).not.toMatch(/rel="icon"[^>]*logo\.example/);
  });

  test('stations of one accent share one file; another accent or scheme is another file', () => {
    const [a, b] = [pageIcon(configOf(7, { accent: '#2563eb' })), pageIcon(configOf(8, { accent: '#2563eb' }))];
    expect(a.path).toBe(b.path);
    expect(text(a.contents)).toBe(text(b.contents));
    const paths = new Set([a, pageIcon(configOf(7, { accent: '#be123c' })), pageIcon(configOf(7)), pageIcon(configOf(7, { scheme: 'Light' }))].map((icon) => icon.path));
    expect(paths.size).toBe(4);
  });
});
