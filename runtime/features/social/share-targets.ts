import { EN_SHARE_POST } from './share-post-words';
import { words } from '../i18n/words';
import { composeText, type MaskValues } from './compose';
import { SOCIAL_ERRORS, type SocialError } from './errors';
import { openPopup, type PopupWindow } from './popup';

/** What a share needs from the player: the station's social config and the values of the masks. */
export interface ShareContext {
  social: {
    facebook: { appId: string; postMask: string; logo: string };
    twitter: { postMask: string };
    email: { subjectMask: string; bodyMask: string };
  };
  values: MaskValues;
  /** The link a Facebook post carries: the player link, else the station website. */
  link: string;
  /** The Facebook post's picture: the Facebook logo, else the track cover, else the station logo. */
  picture: string;
  /** The track line ("title - artist"), the Facebook post's caption. */
  trackText: string;
}

export interface ShareWindow extends PopupWindow {
  /** Navigates the page (to a mailto: link). */
  navigate(url: string): void;
}

/** null: done; otherwise the spec §8 text of what went wrong. */
export type ShareError = SocialError | null;

/** Spec §7: a popup to Twitter's intent URL with the composed text. */
export function shareOnTwitter({ social, values }: ShareContext, win: ShareWindow): ShareError {
  const text = composeText(social.twitter.postMask, values, words(EN_SHARE_POST));
  if (!text) return SOCIAL_ERRORS.emptyPost;
  return openPopup(`https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}`, win) ? null : SOCIAL_ERRORS.popupFailed;
}

/**
 * Spec §7: navigates to a mailto: link; the subject defaults to 'Take a listen' (in the player's
 * language, as the default body is).
 */
export function shareByEmail({ social, values }: ShareContext, win: ShareWindow): ShareError {
  const texts = words(EN_SHARE_POST);
  const body = composeText(social.email.bodyMask, values, texts);
  if (!body) return SOCIAL_ERRORS.emptyEmail;
  const subject = (social.email.subjectMask.trim() && composeText(social.email.subjectMask, values, texts)) || texts.postSubject;
  win.navigate(`mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`);
  return null;
}

/**
 * Spec §7: Facebook's feed dialog in a popup (method feed: title, caption, description, name,
 * link, picture, app id). `title` and `name` are the station's title (the title of the page the
 * link opens: the player's page is titled so), the caption the track line. It needs the station's
 * Facebook app id ("not initialized" without one). Facebook today builds the preview from the
 * link's page and may ignore the other fields (docs/spec-differences.md).
 */
export function shareOnFacebook({ social, values, link, picture, trackText }: ShareContext, win: ShareWindow): ShareError {
  const appId = social.facebook.appId.trim();
  if (!appId) return SOCIAL_ERRORS.facebookNotInitialized;
  const description = composeText(social.facebook.postMask, values, words(EN_SHARE_POST));
  if (!description) return SOCIAL_ERRORS.emptyPost;
  const params = new URLSearchParams({ app_id: appId, display: 'popup' });
  const fields = { title: values.station, link, name: values.station, caption: trackText, description, picture };
  for (const [key, value] of Object.entries(fields)) if (value) params.set(key, value);
  return openPopup(`https://www.facebook.com/dialog/feed?${params}`, win) ? null : SOCIAL_ERRORS.popupFailed;
}
