/** The six integrations' "not started" lines (debug level) once consent refused them, sorted. */
export const ALL_REFUSED = [
  'a2x: not started, no consent for share',
  'google: not started, no consent for measure',
  'nielsen: not started, no consent for measure',
  'piwik: not started, no consent for measure',
  'quantcast: not started, no consent for share',
  'wopd: not started, no consent for share',
];
