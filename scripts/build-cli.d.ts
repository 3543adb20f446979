/** Bundles cli/index.ts into build/cli.js (see build-cli.js). */
export function buildCli(): Promise<void>;
