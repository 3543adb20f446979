import { escapeHtml } from '../render/escape';

export interface SwitchOption {
  label: string;
  href: string;
  current: boolean;
  /** The language the label is written in (the language switch names each in itself). */
  lang?: string;
}

/** One row of links, the current one marked for the eye and for screen readers. */
export function switchRow(name: string, options: readonly SwitchOption[]): string {
  const links = options
    .map((o) => `<a href="${escapeHtml(o.href)}"${o.lang ? ` lang="${o.lang}" hreflang="${o.lang}"` : ''}${o.current ? ' aria-current="page"' : ''}>${escapeHtml(o.label)}</a>`)
    .join('');
  return `<nav class="switches" aria-label="${escapeHtml(name)}"><span class="switch-name">${escapeHtml(name)}:</span>${links}</nav>`;
}
