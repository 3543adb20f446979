import { atom } from 'nanostores';
import type { ComponentType } from 'react';
import type { PrivacyCache } from '../features/privacy/cache';
import { UsPrivacyMode } from '../features/privacy/public/mode';

/**
 * The listener's US privacy mode. Starts UNRESOLVED (spec §4); written only by privacy actions.
 * Everything that sells or shares data waits on it through `privacy/consent-gate`.
 */
export const $usPrivacyMode = atom<UsPrivacyMode>(UsPrivacyMode.UNRESOLVED);

/** The privacy strings every outgoing request carries (stream URL, cookie sync, ads). */
export interface PrivacyStrings {
  usPrivacy: string;
  gpp: string;
}
export const $privacyStrings = atom<PrivacyStrings>({ usPrivacy: '', gpp: '' });

/**
 * How far the privacy layer has got: `idle` before `initPrivacy`, `pending` while the geo lookup
 * (or the lazy privacy code) loads, `resolved` once the mode is known, `failed` when it cannot be
 * known this page (the mode then stays UNRESOLVED and the fail-closed strings stand). `resolved`
 * with the mode still UNRESOLVED: storage is unreadable, and the notice waits for the listener's
 * answer (privacy/session.ts).
 */
export type PrivacyStatus = 'idle' | 'pending' | 'resolved' | 'failed';
export const $privacyStatus = atom<PrivacyStatus>('idle');

/** The stored privacy cache (spec §3), null until the privacy code has loaded it. */
export const $privacyCache = atom<PrivacyCache | null>(null);

/**
 * What the privacy notices show. `inline`: hidden, the default link + button, the choice popout,
 * or the confirmation. `gpc`: the browser's Global Privacy Control signal is honoured.
 */
export type InlineNoticeView = 'hidden' | 'default' | 'choice' | 'confirm';
export interface PrivacyNoticeState {
  explicit: boolean;
  inline: InlineNoticeView;
  gpc: boolean;
}
export const $privacyNotice = atom<PrivacyNoticeState>({ explicit: false, inline: 'hidden', gpc: false });

/**
 * The notices, bound to the station, once the privacy chunk has loaded (set by its
 * `startPrivacy`); null before that and always for a station with privacy off. The player's
 * `LazyPrivacyNotices` renders it, so the always-loaded code holds no notice code of its own.
 */
export const $privacyNoticesView = atom<ComponentType | null>(null);
