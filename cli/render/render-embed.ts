import type { EmbedConfig } from '../../runtime/config/embed-config';
import type { RuntimeBundle } from '../bundle/bundle-runtime';
import { escapeHtml, inlineScript, inlineStyle, jsonForScript } from './escape';
import { fillTemplate } from './fill-template';

export interface EmbedPageInput {
  /** templates/embed.html */
  template: string;
  config: EmbedConfig;
  /** `ui.extraCssV7Minimal` and `ui.extraJsV7Minimal`: the station's custom code, inlined. */
  stationCss: string;
  stationJs: string;
  entry: RuntimeBundle['entry'];
}

/**
 * The embed page of one station (dist/<id>/index.html). Asset URLs are relative (`../assets/…`),
 * so the output works wherever dist/ is published.
 */
export function renderEmbed(input: EmbedPageInput): string {
  const url = (path: string) => escapeHtml(`../${path}`);
  const { entry } = input;
  return fillTemplate(
    input.template,
    {
      title: escapeHtml(input.config.station.title),
      assetLinks: [
        ...entry.styles.map((path) => `<link rel="stylesheet" href="${url(path)}">`),
        ...entry.chunks.map((path) => `<link rel="modulepreload" href="${url(path)}">`),
      ].join(''),
      stationCss: input.stationCss ? `<style id="station-css">${inlineStyle(input.stationCss)}</style>` : '',
      config: jsonForScript(input.config),
      runtimeScript: `<script type="module" src="${url(entry.script)}"></script>`,
      stationJs: input.stationJs ? `<script id="station-js">${inlineScript(input.stationJs)}</script>` : '',
    },
    'templates/embed.html',
  );
}
