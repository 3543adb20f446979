import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PACKAGE_ROOT } from '../package-root';

export interface Templates {
  embed: string;
  snippet: string;
}

/** The HTML shells in templates/, read once per run. */
export async function loadTemplates(root = PACKAGE_ROOT): Promise<Templates> {
  const [embed, snippet] = await Promise.all(
    ['embed.html', 'snippet.html'].map((name) => readFile(join(root, 'templates', name), 'utf8')),
  );
  return { embed: embed!, snippet: snippet! };
}
