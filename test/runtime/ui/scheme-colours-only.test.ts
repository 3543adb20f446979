// The colour schemes change colours only, never a box (issue 28): every rule of the runtime's CSS
// that a scheme selects (`.re-light`, `.re-dark`, `.re-auto`, or inside `@media
// (prefers-color-scheme)`) sets custom properties (`--…`, the colours) and `color-scheme`, nothing
// else, and nothing but the scheme's class on <main> tells the schemes apart (ui/Player.tsx). So a
// layout holds in every scheme once it holds in one: the frame matrix checks every size in both
// schemes in Chromium, and in Firefox and WebKit every size in Light but three in Dark (their own
// colours and pixels: test/support/frame-matrix.ts DARK_SIZES_BEYOND_CHROMIUM). A rule that breaks
// this fails here: then the Dark cells of every size come back in those engines.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../support/repo-root';

const SCHEME_CLASS = /\.re-(light|dark|auto)\b/;
const SCHEME_MEDIA = /prefers-color-scheme/;

interface Rule {
  prelude: string;
  /** The @-rules it sits in, outermost first. */
  within: string[];
  declarations: string[];
}

/** The style rules of a stylesheet with the @-rules around each (enough CSS for this project's own files). */
export function rulesOf(css: string): Rule[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const rules: Rule[] = [];
  let at = 0;
  const block = (within: string[]): void => {
    while (at < text.length) {
      const open = text.indexOf('{', at);
      const close = text.indexOf('}', at);
      if (close >= 0 && (open < 0 || close < open)) {
        at = close + 1;
        return;
      }
      if (open < 0) return void (at = text.length);
      const prelude = text.slice(at, open).trim().replace(/^[^{}]*;/, '').trim();
      at = open + 1;
      if (prelude.startsWith('@')) {
        block([...within, prelude]);
        continue;
      }
      const end = text.indexOf('}', at);
      const body = text.slice(at, end);
      rules.push({ prelude, within, declarations: body.split(';').map((part) => part.trim()).filter(Boolean) });
      at = end + 1;
    }
  };
  block([]);
  return rules;
}

const property = (declaration: string): string => declaration.slice(0, declaration.indexOf(':')).trim();
const colourOnly = (declaration: string): boolean => /^--/.test(property(declaration)) || property(declaration) === 'color-scheme';

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? cssFiles(join(dir, entry.name)) : entry.name.endsWith('.css') ? [join(dir, entry.name)] : [],
  );
}

describe('the colour schemes change colours only', () => {
  it('reads rules, @media nesting and declarations (the reader the check relies on)', () => {
    const rules = rulesOf('.a{color:red;--x:1}/* c { } */ @media (prefers-color-scheme: light) { .re-auto { --bg: #fff; color-scheme: light } .b { margin: 0 } }');
    expect(rules).toEqual([
      { prelude: '.a', within: [], declarations: ['color:red', '--x:1'] },
      { prelude: '.re-auto', within: ['@media (prefers-color-scheme: light)'], declarations: ['--bg: #fff', 'color-scheme: light'] },
      { prelude: '.b', within: ['@media (prefers-color-scheme: light)'], declarations: ['margin: 0'] },
    ]);
  });

  it('finds a scheme rule that sets more than colours', () => {
    const offending = rulesOf('.re-light .re-bar { gap: 4px; --fg: #000 }').filter((rule) => SCHEME_CLASS.test(rule.prelude));
    expect(offending.flatMap((rule) => rule.declarations.filter((declaration) => !colourOnly(declaration)))).toEqual(['gap: 4px']);
  });

  it("every rule a scheme selects in the runtime's CSS sets custom properties and color-scheme only", () => {
    const files = cssFiles(join(REPO_ROOT, 'runtime'));
    expect(files.length).toBeGreaterThan(5);
    const schemeRules: string[] = [];
    const problems: string[] = [];
    for (const file of files) {
      for (const rule of rulesOf(readFileSync(file, 'utf8'))) {
        if (!SCHEME_CLASS.test(rule.prelude) && !rule.within.some((at) => SCHEME_MEDIA.test(at))) continue;
        const where = `${relative(REPO_ROOT, file)} ${rule.prelude}`;
        schemeRules.push(where);
        for (const declaration of rule.declarations.filter((one) => !colourOnly(one))) problems.push(`${where}: ${declaration}`);
      }
    }
    // The Light scheme and ?theme=auto's Light half, at least (player.css).
    expect(schemeRules.length).toBeGreaterThanOrEqual(2);
    expect(problems).toEqual([]);
  });

  it('the scheme reaches the page only as the class on <main>: the store holds it, one action sets it, the Player renders it', () => {
    const uses: string[] = [];
    const walk = (dir: string): void => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.tsx?$/.test(entry.name) && /\.scheme\b/.test(readFileSync(path, 'utf8'))) uses.push(relative(REPO_ROOT, path));
      }
    };
    walk(join(REPO_ROOT, 'runtime'));
    expect(uses.toSorted()).toEqual(['runtime/actions/station-state.ts', 'runtime/stores/station.ts', 'runtime/ui/Player.tsx']);
  });
});
