import * as z from 'zod';
import { copyStationDefault, STATION_DEFAULTS } from './defaults';
import { matchLanguage, SHIPPED_LANGUAGES } from '../languages';
import { text } from './text';
import { optionalHttpUrl } from './url';

/** A name from `values` in any letter case (the runtime compares them upper- or lower-cased). */
const oneOfAnyCase = (values: readonly string[], base = z.string().trim()) =>
  base.refine((v) => values.some((known) => known.toLowerCase() === v.toLowerCase()), { params: { code: 'NOT_ONE_OF', values } });

/** The controls the player has (spec §2): Volume shows the slider, the others are share targets. */
export const FLOWER_TYPES = ['Volume', 'Facebook', 'Email', 'Twitter'] as const;
export const SCHEMES = ['Dark', 'Light'] as const;
// An empty type is reported as empty, not also as unknown.
const flowerType = oneOfAnyCase(FLOWER_TYPES, z.string().trim().min(1, { abort: true }));

/**
 * One control of the control strip ("flower"), which also enables the social features. Written
 * `{ "type": "Volume" }` as the legacy service does, or just `"Volume"`.
 */
export const flowerItem = z
  .union([flowerType, z.looseObject({ type: flowerType })])
  .transform((item) => (typeof item === 'string' ? { type: item } : item));

/**
 * The station's custom CSS/JS: the build inlines the minimal player's into the page and leaves all
 * of them out of the embed config (cli/embed-config/to-embed-config.ts, contract/embed-config.ts).
 */
const customCode = {
  extraCssV7Minimal: text,
  extraJsV7Minimal: text,
  // Custom CSS/JS of the other player variants: accepted and kept, not used by this player.
  extraCss: z.string().optional(),
  extraCssV7: z.string().optional(),
  extraJs: z.string().optional(),
  extraJsV7: z.string().optional(),
};
export type CustomCodeField = keyof typeof customCode;
export const CUSTOM_CODE_FIELDS = Object.keys(customCode) as CustomCodeField[];

const defaults = STATION_DEFAULTS.ui;
/** A count of 0 or more, defaulting to the contract's. */
const count = (fallback: number) => z.int().min(0).default(fallback);

/**
 * `ui`: look and controls, and the station's custom CSS/JS for the minimal player (the `extra*`
 * fields: the build inlines the minimal ones and keeps all out of the embed config, see
 * cli/embed-config/to-embed-config.ts).
 */
export const uiSection = z.looseObject({
  scheme: oneOfAnyCase(SCHEMES).default(defaults.scheme),
  /** The player's language (BCP 47: `es`, `es-MX`); a shipped one, matched by primary subtag (issue 19). */
  locale: z
    .string()
    .trim()
    .refine((tag) => matchLanguage(tag) !== undefined, { params: { code: 'NOT_ONE_OF', values: SHIPPED_LANGUAGES, suggest: 'language' } })
    .default(defaults.locale),
  /** A CSS colour for Play, the volume slider and the art's tint (checked in validate/accent.ts). */
  accent: z.string().trim().optional(),
  background: text,
  defaultAlbumArt: optionalHttpUrl,
  defaultProgram: z.unknown().optional(),
  disableAlbumArt: z.boolean().default(defaults.disableAlbumArt),
  toggleMetadata: z.boolean().default(defaults.toggleMetadata),
  maxConnect: count(defaults.maxConnect),
  maxConnectAudio: count(defaults.maxConnectAudio),
  /** Minutes of playing with no listener interaction before "Are You There?" (0: never). */
  inactivityMinutes: count(defaults.inactivityMinutes),
  /** Said instead of the generic failure when the stream is down at the first Play. */
  offAirText: text,
  flower: z.array(flowerItem).default(() => copyStationDefault('ui').flower),
  ...customCode,
});
