import type { PrivacyNoticeState } from '../../stores/privacy';
import { UsPrivacyMode } from './public/mode';
import { isApplicable } from './resolve-mode';

/**
 * Which notices show (spec §4). The explicit notice: while not opted out and not yet shown. The
 * inline notice: once the explicit notice has been shown (or GPC opted the listener out without
 * it) and privacy applies; its popout/confirmation state is kept while it stays visible.
 */
export function noticeView(
  mode: UsPrivacyMode,
  noticeShown: boolean,
  gpc: boolean,
  previous: PrivacyNoticeState,
): PrivacyNoticeState {
  const explicit = mode === UsPrivacyMode.APPLICABLE_NOT_OPTED_OUT && !noticeShown;
  const inlineVisible = isApplicable(mode) && (noticeShown || gpc);
  const inline = !inlineVisible ? 'hidden' : previous.inline === 'hidden' ? 'default' : previous.inline;
  return { explicit, inline, gpc: gpc && isApplicable(mode) };
}
