import type * as z from 'zod';
import type { stationFileSchema } from './station-file/station-file';
import type { EmbedDefaults } from './embed-defaults';
import type { StationDefaults } from './station-file/defaults';
import type { CustomCodeField } from './station-file/ui-section';

/**
 * The contract between the build (cli/) and the runtime (runtime/): the JSON that the build
 * inlines into `dist/<id>/index.html` (as `<script type="application/json" id="radio-embed-config">`).
 *
 * It is the validated station file (station-config.md) with every default filled in
 * (contract/embed-defaults.ts), less what the build inlines elsewhere (the custom CSS/JS), plus the
 * shared services and build facts. Field names are the station contract's (spec §3), kept as they
 * are. Keys the contract does not name pass through for the station's own custom JS.
 *
 * One schema says all of it: the station file's (contract/station-file/), which checks what
 * operators write and fills in the defaults. This file derives the embed config's type from that
 * schema's output (no field is written here), and cli/embed-config/to-embed-config.ts makes the
 * value with no casts, so the compiler holds the two together. Types only: the runtime imports this
 * file with `import type`, and zod never reaches the browser bundle.
 */


/**
 * `T` without its index signatures, all the way down (before any `Omit`: on a type with an index
 * signature, `keyof` is `string` and `Omit` keeps none of the named keys). The station schema's objects are loose
 * (unknown keys are kept for the station's own JS, so the data has them), but the runtime reads
 * only the keys the contract names: a key it misspells must fail to compile, not read `unknown`.
 */
type Named<T> = T extends readonly (infer Item)[]
  ? Named<Item>[]
  : T extends object
    ? { [K in keyof T as string extends K ? never : number extends K ? never : K]: Named<T[K]> }
    : T;

/** The validated station file: every section with its defaults, the keys the contract names. */
type ValidatedStation = Named<z.output<typeof stationFileSchema>>;

/** `Omit` that insists each key exists, so a renamed field fails here rather than passing silently. */
type Without<T, K extends keyof T> = Omit<T, K>;

/** What the build adds to the station: its own facts. */
interface BuildFacts {
  /** Player version (spec §1: 1.0.0). */
  version: string;
  /** Build time in ms since the epoch; the image proxy's cache buster (spec §7). */
  buildTime: number;
  /** This station's embed page under publicUrl: the share `player_link`. Empty when no publicUrl. */
  playerLink: string;
}

/**
 * What the embed config's `ui` holds: the station's, less the custom CSS/JS (the page inlines it
 * itself), plus `onAccent` (cli/render/on-accent.ts): black or white, whichever reads better on
 * `accent` (Play's icon, a selected choice). `flower` types are upper-cased (VOLUME, FACEBOOK, …).
 */
type BuiltUi = Without<ValidatedStation['ui'], CustomCodeField> & { onAccent?: string };

/**
 * `station.v7_enable_native_app_install` is kept in the built JSON (the full player's field, for
 * the station's own JS) but is not the runtime's: its fallback config (runtime/config/default-config.ts)
 * has none.
 */
type BuiltStation = Without<ValidatedStation['station'], 'v7_enable_native_app_install'>;

export type EmbedConfig = BuildFacts & Without<ValidatedStation, '$schema' | 'station' | 'ui'> & { station: BuiltStation; ui: BuiltUi };
export type EmbedStation = EmbedConfig['station'];
export type EmbedStreams = EmbedConfig['data'];
export type EmbedMetadata = EmbedConfig['metadata'];
export type MetadataSource = EmbedMetadata['source'];
export type EmbedUi = EmbedConfig['ui'];
export type FlowerItem = EmbedUi['flower'][number];
export type EmbedSocial = EmbedConfig['social'];
export type EmbedTracking = EmbedConfig['tracking'];
export type EmbedTargeting = EmbedConfig['targeting'];
export type EmbedPrivacy = EmbedConfig['privacy'];
export type EmbedAds = NonNullable<EmbedConfig['ads']>;
export type EmbedServices = EmbedConfig['services'];

type IsTrue<T extends true> = T;

/**
 * The defaults as the station schema reads them (their own literal type) fit the embed config's
 * view of them (EmbedDefaults): a default of the wrong type, or a part missing, fails to compile
 * here. (EMBED_DEFAULTS cannot be annotated with EmbedDefaults itself: see station-file/defaults.ts.)
 */
export type DefaultsFitTheContract = IsTrue<StationDefaults extends EmbedDefaults ? true : false>;
