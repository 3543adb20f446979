import { listStationIds } from '../load/station-files';
import { escapeHtml } from '../render/escape';

/** The preview's home page: a link to every station page, snippet and oEmbed document. */
export async function renderIndex(options: { stationsDir: string; cwd: string }): Promise<string> {
  const listing = await listStationIds(options.stationsDir, options.cwd);
  const items = listing.ok
    ? listing.ids.map((id) => `<li><a href="/${id}/">station ${id}</a> · <a href="/${id}/snippet.html">snippet</a> · <a href="/${id}/oembed.json">oEmbed</a></li>`)
    : [`<li>no stations in ${escapeHtml(options.stationsDir)}</li>`];
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>radio-embed preview</title><h1>radio-embed preview</h1><ul>${items.join('')}</ul>`;
}
