// The runtime's folder graph (issue 31): which runtime folder imports which, counting value imports
// only. esbuild strips each file's types first (as the bundle does), so `import type`, imports of
// types alone and unused imports are gone; a lazy `import()` is a chunk boundary, not a static
// dependency, and is not counted either. A folder is `runtime/<folder>` or
// `runtime/features/<name>`; the files at the top (main.ts, app.tsx, prerender.tsx) are each their
// own, and `contract` stands for ../contract/.
import { transformSync } from 'esbuild';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** One value import between two folders: the importing file (under runtime/), the folders. */
export interface FolderImport {
  file: string;
  from: string;
  to: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The folder a path under runtime/ (or ../contract/) belongs to; undefined outside both. */
export function folderOf(pathInRuntime: string): string | undefined {
  const parts = pathInRuntime.split('/');
  if (parts[0] === '..') return parts[1] === 'contract' ? 'contract' : undefined;
  if (parts.length === 1) return parts[0]!.replace(/\.tsx?$/, '');
  if (parts[0] === 'features' && parts.length > 2) return `features/${parts[1]}`;
  return parts[0];
}

/** The static import specifiers esbuild's output keeps (its printer writes one statement a line). */
export function valueImports(code: string): string[] {
  return [...code.matchAll(/^(?:import|export)\b[^;\n]*?(?:\bfrom\s*)?"([^"]+)";$/gm)].map((match) => match[1]!);
}

/** Every value import from one runtime folder into another. */
export function folderImports(runtimeDir: string): FolderImport[] {
  return sourceFiles(runtimeDir).flatMap((path) => {
    const { code } = transformSync(readFileSync(path, 'utf8'), { loader: path.endsWith('.tsx') ? 'tsx' : 'ts', jsx: 'preserve' });
    const file = relative(runtimeDir, path);
    const from = folderOf(file)!;
    return valueImports(code)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => ({ file, from, to: folderOf(relative(runtimeDir, resolve(dirname(path), specifier))) }))
      .filter((edge): edge is FolderImport => edge.to !== undefined && edge.to !== edge.from);
  });
}

/** The folders that import each other in a circle (strongly connected, more than one), each sorted. */
export function cycles(imports: readonly FolderImport[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of imports) {
    if (!next.has(from)) next.set(from, new Set());
    if (!next.has(to)) next.set(to, new Set());
    next.get(from)!.add(to);
  }
  // Tarjan's strongly connected components.
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const components: string[][] = [];
  const visit = (node: string): void => {
    order.set(node, index);
    low.set(node, index++);
    stack.push(node);
    for (const to of next.get(node)!) {
      if (!order.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (stack.includes(to)) low.set(node, Math.min(low.get(node)!, order.get(to)!));
    }
    if (low.get(node) === order.get(node)) {
      const component: string[] = [];
      let member: string;
      do component.push((member = stack.pop()!));
      while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of [...next.keys()].sort()) if (!order.has(node)) visit(node);
  return components.sort((a, b) => a[0]!.localeCompare(b[0]!));
}
