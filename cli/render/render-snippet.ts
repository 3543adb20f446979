import { LOADER_FILE } from '../bundle/bundle-loader';
import { cspHash } from '../csp/csp-hash';
import { escapeHtml } from './escape';
import { fillTemplate } from './fill-template';
import { SCHEME_BACKGROUNDS, schemeName } from './scheme-colours';
import { SLOT_ATTRIBUTE, slotStyle } from '../../contract/loader-frame';

export interface SnippetInput {
  /** templates/snippet.html */
  template: string;
  sid: number;
  title: string;
  /** Where dist/ is published, without a trailing slash; '' when unknown. */
  publicUrl: string;
  /** `ui.scheme`: the iframe's space is filled with its background until the player paints. */
  scheme: string;
}

/** The snippet's size (templates/snippet.html), also announced in the oEmbed document. */
export const SNIPPET_SIZE = { width: 480, height: 180 } as const;

/** The iframe src of a station's embed: absolute under publicUrl, else relative (`42/`). */
export function snippetSrc(publicUrl: string, sid: number): string {
  return publicUrl ? `${publicUrl}/${sid}/` : `${sid}/`;
}

/**
 * The iframe a station pastes into its site (dist/<id>/snippet.html), without a line end. Its
 * space is reserved in the scheme's background with rounded corners, so while the player loads
 * (or where frames load lazily) the page shows the player's shape, not a white hole.
 */
export function renderSnippetHtml(input: SnippetInput): string {
  const values = {
    src: escapeHtml(snippetSrc(input.publicUrl, input.sid)),
    title: escapeHtml(`${input.title} player`),
    background: SCHEME_BACKGROUNDS[schemeName(input.scheme)],
  };
  return fillTemplate(input.template, values, 'templates/snippet.html');
}

/** `radio-embed snippet`: the iframe, as a line. */
export function renderSnippet(input: SnippetInput): string {
  return `${renderSnippetHtml(input)}\n`;
}

/**
 * dist/<id>/snippet.html: the iframe in a page of its own, so the file opened by itself is a
 * standards-mode page showing the player as the station's site will. Copy embed code reads the
 * iframe back from its body (runtime/features/social/ui/embed-code.ts); the page's CSP allows the
 * iframe's style attribute by its hash (snippetStyleHashes).
 */
export function renderSnippetPage(snippet: string, title: string, lang: string): string {
  const head = `<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>`;
  return `<!doctype html>\n<html lang="${escapeHtml(lang)}">\n<head>${head}</head>\n<body>\n${snippet}\n</body>\n</html>\n`;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#39;': "'", '&lt;': '<', '&gt;': '>' };

/** The CSP hashes of the snippet's style attributes, as the browser reads them (entities decoded). */
export function snippetStyleHashes(snippet: string): string[] {
  return [...snippet.matchAll(/\sstyle="([^"]*)"/g)].map(([, value]) => cspHash(value!.replace(/&(amp|quot|#39|lt|gt);/g, (e) => ENTITIES[e]!)));
}

/** The loader's URL: absolute under publicUrl, else relative (`embed.js`). */
export function loaderSrc(publicUrl: string): string {
  return publicUrl ? `${publicUrl}/${LOADER_FILE}` : LOADER_FILE;
}

/**
 * The alternative snippet (`snippet --loader`): a script tag that inserts the iframe, sizes it to
 * its width and gives the host page `RadioEmbed.get(id).play()` and friends, after the slot that
 * keeps the player's space from the page's first paint (contract/loader-frame.ts `slotStyle`), which
 * the frame then takes. `data-background` is the scheme's background: the slot and then the
 * iframe show it, rounded like the snippet's, until the player paints.
 */
export function renderLoaderSnippet(input: Omit<SnippetInput, 'template'>): string {
  const title = escapeHtml(`${input.title} player`);
  const background = SCHEME_BACKGROUNDS[schemeName(input.scheme)];
  const slot = `<div ${SLOT_ATTRIBUTE}="${input.sid}" style="${slotStyle(background)}"></div>`;
  return `${slot}\n<script src="${escapeHtml(loaderSrc(input.publicUrl))}" data-station="${input.sid}" data-title="${title}" data-background="${background}" async></script>\n`;
}
