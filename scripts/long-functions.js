#!/usr/bin/env node
// Lists the functions in runtime/ and cli/ longer than a limit (80 lines by default), longest
// first, and whether a comment above says why each is one piece (issue 31 §3: "no function over
// about 80 lines without a comment saying why it is one piece"). The comment is one that holds
// "One piece" (any case), in the function's leading comments or its declaration's.
//   node scripts/long-functions.js [--limit 80] [--unexplained]
// Exits 1 when --unexplained is given and one is left without its comment.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
// Vite's parser (oxc, through rolldown): TypeScript 7 has no JS API to parse with.
import { parseAst } from 'rolldown/parseAst';

const ROOT = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const limit = Number(args[args.indexOf('--limit') + 1]) || 80;
const onlyUnexplained = args.includes('--unexplained');
const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

const sources = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });

/** The name a function goes by: its own, or the variable, property or method it is assigned to. */
function nameOf(node, parent) {
  if (node.id?.name) return node.id.name;
  if (parent?.type === 'VariableDeclarator' && parent.id.name) return parent.id.name;
  if ((parent?.type === 'Property' || parent?.type === 'MethodDefinition' || parent?.type === 'PropertyDefinition') && parent.key) return parent.key.name ?? '(computed)';
  return '(anonymous)';
}

/** The comment lines right above `offset`'s line. */
function commentAbove(text, offset) {
  const lines = text.slice(0, offset).split('\n');
  lines.pop();
  const comment = [];
  while (lines.length > 0 && /^\s*(\/\/|\/\*|\*)/.test(lines.at(-1))) comment.unshift(lines.pop());
  return comment.join('\n');
}

const lineOf = (text, offset) => text.slice(0, offset).split('\n').length;

const found = [];
for (const file of [...sources(join(ROOT, 'runtime')), ...sources(join(ROOT, 'cli'))]) {
  const text = readFileSync(file, 'utf8');
  const ast = parseAst(text, { lang: file.endsWith('x') ? 'tsx' : 'ts' });
  const visit = (node, ancestors) => {
    if (!node || typeof node.type !== 'string') return;
    if (FUNCTIONS.has(node.type) && node.body) {
      const lines = lineOf(text, node.end) - lineOf(text, node.start) + 1;
      if (lines > limit) {
        // The comment above the function, or above the statement (or property) that holds it.
        const holders = [node, ...ancestors.slice(-3)].filter((holder) => lineOf(text, holder.start) >= lineOf(text, node.start) - 3);
        const explained = holders.some((holder) => /one piece/i.test(commentAbove(text, holder.start)));
        found.push({ where: `${relative(ROOT, file)}:${lineOf(text, node.start)}`, name: nameOf(node, ancestors.at(-1)), lines, explained });
      }
    }
    for (const value of Object.values(node)) {
      for (const child of Array.isArray(value) ? value : [value]) if (child && typeof child === 'object') visit(child, [...ancestors, node]);
    }
  };
  visit(ast, []);
}

const listed = found.filter((entry) => !onlyUnexplained || !entry.explained).sort((a, b) => b.lines - a.lines);
for (const { where, name, lines, explained } of listed) console.log(`${String(lines).padStart(4)}  ${explained ? 'explained  ' : 'UNEXPLAINED'}  ${name}  ${where}`);
console.log(`${found.length} functions over ${limit} lines, ${found.filter((entry) => !entry.explained).length} without a comment saying why they are one piece`);
if (onlyUnexplained && listed.length > 0) process.exitCode = 1;
