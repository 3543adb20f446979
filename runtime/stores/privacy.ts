
// The types of a player's privacy stores (`player.stores`, made by player/player-stores.ts).

/** The privacy strings every outgoing request carries (stream URL, cookie sync, ads). */
export interface PrivacyStrings {
  usPrivacy: string;
  gpp: string;
}

/**
 * How far the privacy layer has got: `idle` before `initPrivacy`, `pending` while the geo lookup
 * (or the lazy privacy code) loads, `resolved` once the mode is known, `failed` when it cannot be
 * known this page (the mode then stays UNRESOLVED and the fail-closed strings stand). `resolved`
 * with the mode still UNRESOLVED: storage is unreadable, and the notice waits for the listener's
 * answer (privacy/session.ts).
 */
export type PrivacyStatus = 'idle' | 'pending' | 'resolved' | 'failed';

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
