import { escapeHtml } from './escape';
import { fillTemplate } from './fill-template';

export interface SnippetInput {
  /** templates/snippet.html */
  template: string;
  sid: number;
  title: string;
  /** Where dist/ is published, without a trailing slash; '' when unknown. */
  publicUrl: string;
}

/** The iframe src of a station's embed: absolute under publicUrl, else relative (`42/`). */
export function snippetSrc(publicUrl: string, sid: number): string {
  return publicUrl ? `${publicUrl}/${sid}/` : `${sid}/`;
}

/** The snippet a station pastes into its site (dist/<id>/snippet.html): one iframe. */
export function renderSnippet(input: SnippetInput): string {
  const values = {
    src: escapeHtml(snippetSrc(input.publicUrl, input.sid)),
    title: escapeHtml(`${input.title} player`),
  };
  return `${fillTemplate(input.template, values, 'templates/snippet.html')}\n`;
}
