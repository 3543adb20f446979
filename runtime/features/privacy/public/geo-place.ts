// The station's geo lookup (one per page, cached) and how its answer is read: for a feature that
// decides by the listener's country (the EU consent dialog).
export { createGeoLookup } from '../geo';
export { placeOf } from '../resolve-mode';
