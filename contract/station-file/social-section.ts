import * as z from 'zod';
import { externalId, text } from './text';
import { optionalHttpUrl } from './url';

/**
 * `social`: share texts per network. Masks may use {{media_song}}, {{media_artist}}, {{station}}
 * and {{player_link}}; an empty mask means the spec's default text. Which networks are offered
 * is decided by `ui.flower`.
 */
export const socialSection = z.looseObject({
  facebook: z.looseObject({ appId: externalId, postMask: text, logo: optionalHttpUrl }).prefault({}),
  twitter: z.looseObject({ postMask: text }).prefault({}),
  email: z.looseObject({ subjectMask: text, bodyMask: text }).prefault({}),
});
