import type { StationState } from '../../stores/station';

/**
 * Spec §2 item 5: the social block shows unless there is no station data (the default config that
 * stands in for a bare `stream_url` has no title) or `no_social=1`, and only when it has something
 * to offer: the station website or a share target in `ui.flower` (any case).
 */
export function showsSocial({ showSocial, title, link, config }: StationState): boolean {
  return showSocial && !!title && (!!link || config.ui.flower.some((item) => /^(facebook|twitter|email)$/i.test(item.type)));
}
