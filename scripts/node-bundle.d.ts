import type { BuildOptions } from 'esbuild';

/** The esbuild options every Node-side bundle shares (see node-bundle.js). */
export const NODE_BUNDLE: BuildOptions;
