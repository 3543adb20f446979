// Types other features may name (zero bytes: a type re-export is erased).
export type { OnInitialized } from '../script/load-state';
export type { GaEvent } from '../google/gtag-tracker';
