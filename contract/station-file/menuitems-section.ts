import * as z from 'zod';
import { copyStationDefault } from './defaults';
import { text } from './text';

/** `menuitems`: by default one "Now Playing" item (spec §2). */
export const menuitemsSection = z
  .array(z.looseObject({ type: z.string().trim().min(1), name: text }))
  .default(() => copyStationDefault('menuitems'));
