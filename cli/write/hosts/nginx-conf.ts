import { headerRules, HEADERS_FILE } from '../headers-file';
import type { Manifest } from '../manifest';

export type NginxConf = { ok: true; text: string } | { ok: false; path: string };

/**
 * The headers of a build for nginx: `location` blocks to include in the `server {}` whose root is
 * the output folder. nginx has no limit on them (prefix locations are looked up in a tree), so
 * every station keeps its own policy. A location with its own `add_header` drops the server's, so
 * each block repeats the headers that apply everywhere.
 */
export function renderNginxConf(manifest: Manifest, source: string): NginxConf {
  const rules = headerRules(manifest);
  const everywhere = rules.find(([path]) => path === '/*')?.[1] ?? {};
  const blocks = [location('/', everywhere)];
  for (const [path, headers] of rules) {
    if (path === '/*') continue;
    const block = location(path.endsWith('/*') ? path.slice(0, -1) : path, { ...everywhere, ...headers }, path.endsWith('/*') ? '^~' : '=');
    if (block === undefined) return { ok: false, path };
    blocks.push(block);
  }
  // The hosts' config file is not one to serve.
  blocks.push(`location = /${HEADERS_FILE} {\n  return 404;\n}\n`);
  const stations = rules.filter(([path]) => /^\/\d+\/\*$/.test(path)).length;
  return {
    ok: true,
    text: `# radio-embed headers for nginx, from ${source} (${stations} station${stations === 1 ? '' : 's'}).
# Include it in the server {} whose root is the output folder; write it again after each build
# and reload nginx (nginx -s reload). Content types come from nginx's mime.types.
${blocks.join('')}`,
  };
}

function location(path: string, headers: Record<string, string>, modifier?: '^~' | '='): string | undefined {
  const lines: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    const quoted = nginxString(value);
    if (quoted === undefined) return undefined;
    // `always`: also on 304 Not Modified and error answers, as the other hosts send them.
    lines.push(`  add_header ${name} ${quoted} always;\n`);
  }
  return `location ${modifier ? `${modifier} ` : ''}${path} {\n${lines.join('')}}\n`;
}

/**
 * A double-quoted nginx string. `$` would start a variable and nginx has no escape for it, so a
 * value holding one (or a quote, a backslash, a control character) cannot be written.
 */
function nginxString(value: string): string | undefined {
  return /^[\x20-\x7e]*$/.test(value) && !/["\\$]/.test(value) ? `"${value}"` : undefined;
}
