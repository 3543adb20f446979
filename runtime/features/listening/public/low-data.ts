// Listening's public surface: the listener's "Low data" switch, which the engine's setup
// (../../../setup/engine-setup.ts) reads from the feature's stores. (Re-exports: they link nothing else.)
export { lowDataOf } from '../data-saver/low-data';
export { listeningStores } from '../stores';
