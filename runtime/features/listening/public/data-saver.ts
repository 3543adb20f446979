// Listening's public surface: the data saver's source order and hls.js's cap, which the engine's
// setup (../../../setup/engine-setup.ts) follows. (A re-export of one module: it links nothing else.)
export { dataSaving, followLowData, savesData, sourcesInUse } from '../data-saver/data-saver';
