import { inlinedConfigText } from '../../contract/inlined-config';
import { parseEmbedConfig } from '../../runtime/config/read-config';
import type { EmbedConfig } from '../../runtime/config/embed-config';

/**
 * The config an embed page gives its player, read as the runtime reads it: the page carries only
 * what differs from the defaults, and the runtime puts them back (contract/config-without-defaults.ts).
 */
export function pageConfigOf(html: string): EmbedConfig {
  const text = inlinedConfigText(html);
  const read = parseEmbedConfig(text);
  if (!read.ok) throw new Error(`the page's config is ${read.reason}`);
  return read.config;
}
