// The privacy layer's geo lookup, for the consent feature's GDPR decision (consent/decide-gdpr.ts):
// one lookup per page, its page cache and the first paint's answer shared with the privacy layer's.
export { createGeoLookup, type GeoOutcome } from '../geo';
