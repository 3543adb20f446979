import { transformSync } from 'esbuild';
import { runInNewContext } from 'node:vm';
import type { Language } from '../../contract/languages';
import type { RuntimeBundle } from '../bundle/bundle-runtime';
import { assetContents, lazyChunkPaths } from '../report/first-load';

/** Where a language's catalogue is in the runtime's source: the `import()` target esbuild names its chunk by. */
export const catalogueEntry = (language: Language): string => `runtime/features/i18n/locales/${language}.ts`;

/** The language chooser's chunk, which fetches a catalogue (runtime/features/i18n/face.ts). */
export const CHOOSER_ENTRY = 'runtime/features/i18n/body.ts';

const read = new WeakMap<RuntimeBundle, Map<Language, Record<string, string>>>();

/**
 * A language's words exactly as the runtime would fetch them: the default export of its catalogue
 * chunk in this very bundle, evaluated here. The CLI may not import runtime/ (the boundary in
 * docs/architecture.md), and the bundle is what ships, so the inlined words cannot drift from the
 * chunk's. The chunk is data; its only import is the shared chunk's side effect (the bundler's
 * chunk order), which words do not need, so it is stubbed. Read once per bundle and language.
 */
export function catalogueWords(bundle: RuntimeBundle, language: Language): Record<string, string> {
  const byLanguage = read.get(bundle) ?? new Map<Language, Record<string, string>>();
  read.set(bundle, byLanguage);
  const known = byLanguage.get(language);
  if (known) return known;
  const [file] = lazyChunkPaths(bundle, catalogueEntry(language));
  const source = new TextDecoder().decode(assetContents(bundle, file!));
  const { code } = transformSync(source, { format: 'cjs', loader: 'js', logLevel: 'silent' });
  const module = { exports: {} as { default?: unknown } };
  runInNewContext(code, { module, exports: module.exports, require: () => ({}) }, { timeout: 1000 });
  const words = module.exports.default;
  if (!isWords(words)) throw new Error(`the ${language} catalogue chunk (${file}) does not export its words as key → text`);
  byLanguage.set(language, words);
  return words;
}

function isWords(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && Object.values(value).length > 0 && Object.values(value).every((text) => typeof text === 'string');
}
