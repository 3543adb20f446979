import * as z from 'zod';
import { copyEmbedDefault, EMBED_DEFAULTS } from '../../contract/embed-defaults';
import { text } from './text';
import { optionalHttpUrl } from './url';

/**
 * One control of the control strip ("flower"), which also enables the social features. Written
 * `{ "type": "Volume" }` as the legacy service does, or just `"Volume"`.
 */
export const flowerItem = z
  .union([z.string().trim().min(1), z.looseObject({ type: z.string().trim().min(1) })])
  .transform((item) => (typeof item === 'string' ? { type: item } : item));

const defaults = EMBED_DEFAULTS.ui;
const count = z.int().min(0).default(0);

/**
 * `ui`: look and controls, and the station's custom CSS/JS for the minimal player (the `extra*`
 * fields: the build inlines the minimal ones and keeps all out of the embed config, see
 * cli/embed-config/to-embed-config.ts).
 */
export const uiSection = z.looseObject({
  scheme: z.string().default(defaults.scheme),
  background: text,
  defaultAlbumArt: optionalHttpUrl,
  defaultProgram: z.unknown().optional(),
  disableAlbumArt: z.boolean().default(defaults.disableAlbumArt),
  toggleMetadata: z.boolean().default(defaults.toggleMetadata),
  maxConnect: count,
  maxConnectAudio: count,
  flower: z.array(flowerItem).default(() => copyEmbedDefault('ui').flower),
  extraCssV7Minimal: text,
  extraJsV7Minimal: text,
  // Custom CSS/JS of the other player variants: accepted and kept, not used by this player.
  extraCss: z.string().optional(),
  extraCssV7: z.string().optional(),
  extraJs: z.string().optional(),
  extraJsV7: z.string().optional(),
});
