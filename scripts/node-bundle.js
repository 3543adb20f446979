// The esbuild options every Node-side bundle of the repository's TypeScript shares: the CLI
// (build-cli.js), the size report (sizes.js) and the tests' own CLI bundles. Dependencies stay
// external: they are installed beside the bundle, and esbuild must load its binary at run time.
export const NODE_BUNDLE = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
};
