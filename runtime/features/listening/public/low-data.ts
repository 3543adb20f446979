// Listening's public surface: the listener's "Low data" switch, read by the engine's setup
// (../../../setup/engine-setup.ts). (A re-export of one module: it links nothing else.)
export { lowDataOf } from '../data-saver/low-data';
