/**
 * Where the GDPR applies (docs/privacy.md "Listeners where the GDPR applies"): the EEA (the 27 EU
 * countries with their outermost regions that have ISO codes of their own, Iceland,
 * Liechtenstein, Norway), the United Kingdom (UK GDPR; `UK` as some services write it) and
 * Switzerland (revDSG), by ISO 3166-1 alpha-2 code as the geo lookup's `country_code` gives it.
 */
export const GDPR_COUNTRIES: ReadonlySet<string> = new Set(
  [
    'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK',
    // EU outermost regions and Åland, which some lookups report apart from their country.
    'AX GF GP MF MQ RE YT',
    'IS LI NO',
    'GB UK CH',
  ]
    .join(' ')
    .split(' '),
);

/**
 * Whether the GDPR applies to a listener the geo lookup places in `country`. A lookup that failed,
 * or that gave no country, counts as "applies": not knowing where the listener is must not give
 * less protection than knowing (as US privacy fails closed).
 */
export function gdprAppliesIn(country: string | undefined): boolean {
  const code = (country ?? '').trim().toUpperCase();
  return code === '' || GDPR_COUNTRIES.has(code);
}

/** What the decision reads of a geo lookup (features/privacy/geo.ts `GeoOutcome`); undefined = no geo service configured. */
export type GeoAnswer = { ok: true; result: { country_code?: unknown } } | { ok: false } | undefined;

/**
 * The GDPR decision from the geo answer: applies unless the lookup placed the listener in a
 * country outside GDPR_COUNTRIES. No geo service configured, a failed lookup (timeout, HTTP
 * status, network, an `error` result) and an answer without a country all count as "applies".
 */
export function gdprAppliesFor(answer: GeoAnswer): boolean {
  if (!answer?.ok) return true;
  const country = answer.result.country_code;
  return gdprAppliesIn(typeof country === 'string' ? country : undefined);
}
