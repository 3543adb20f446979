// Part of the build↔runtime contract: the runtime writes these imports, the build answers them.
// `import css from './notices.css?inline'`: the stylesheet as a minified string, for code that
// inserts it as a <style> (lazy UI whose CSS must not be in the first load). The bundler
// (cli/bundle/inline-css-plugin.ts) adds each such text's hash to the page's CSP style-src;
// vitest (vite) reads the same import natively.
declare module '*.css?inline' {
  const css: string;
  export default css;
}
