import { useState } from 'preact/hooks';
import { EN_PLAYER } from '../../i18n/locales/en/player';
import { EN_SHARE } from '../public/share-words';
import { words } from '../../i18n/words';
import { share } from '../share';
import { shareTargets } from '../features';
import type { StationState } from '../../../stores/station';
import type { TrackInfo } from '../../../stores/track';
import { copyText } from './copy-text';
import { fetchEmbedCode } from './embed-code';
import { CodeIcon, EmailIcon, FacebookIcon, LinkIcon, TwitterIcon, WebsiteIcon } from './share-icons';
import { addShareStyle } from './share-style';
import { OverlayShell } from '../../../ui/overlay/OverlayShell';

export interface ShareOverlayProps {
  station: StationState;
  /** The current track (`stores.track.get`), read when a target is chosen. */
  track: () => TrackInfo;
  /** The player's `stores.playback`: names the player in its analytics event (tracking/listener-events.ts). */
  player: object;
  onClose: () => void;
}

// Brands keep their names in every language; Email is a word, so it comes from the catalogue.
const TARGETS: Record<'FACEBOOK' | 'TWITTER' | 'EMAIL', { brand?: string; Icon: typeof CodeIcon }> = {
  FACEBOOK: { brand: 'Facebook', Icon: FacebookIcon },
  // The service's name since 2023, with the one listeners still search for.
  TWITTER: { brand: 'X (Twitter)', Icon: TwitterIcon },
  EMAIL: { Icon: EmailIcon },
};

/**
 * Spec §9 analytics: a share target's click is an `interactions` event, for the integrations
 * through tracking/listener-events.ts's DOM event (written out: importing that module here would
 * make it a chunk of its own, shared with the integrations).
 */
const SOCIAL_ICON = { type: 'interaction', action: 'social icon' } as const;

/** A share target: its icon, and its name beside it where the frame has room (share-overlay.css). */
function Target({ name, Icon }: { name: string; Icon: typeof CodeIcon }) {
  return (
    <>
      <Icon />
      <span className="re-share-label" aria-hidden="true">
        {name}
      </span>
    </>
  );
}

/**
 * The share overlay (spec §2 item 5): headed "Share", a Back button that closes it, the station
 * website (new tab), a button per enabled target, and (beyond the spec) "Copy link" (the player
 * link) and "Copy embed code" (the station's iframe snippet), which say in a status line whether
 * they copied. A modal dialog over the player: focus moves
 * in, stays in, Escape closes, focus returns to the Share button. Loaded on the first Share click; opened by ../body.tsx.
 */
export function ShareOverlay({ station, track, player, onClose }: ShareOverlayProps) {
  const { link } = station;
  const playerLink = station.config.playerLink;
  const [said, say] = useState('');
  addShareStyle(document);
  const t = { ...words(EN_SHARE), share: words(EN_PLAYER).share };
  // What the status line says after a copy: done, or why not.
  const copy = async (copied: string, notCopied: string, text: Promise<string | null> | string) => {
    const value = await text;
    say(value && (await copyText(document, value)) ? copied : notCopied);
  };
  return (
    <OverlayShell title={t.share} titleId="re-share-title" back={t.back} onClose={onClose}>
      <div className="re-share-targets">
        {link && (
          <a className="re-share-target" href={link} target="_blank" rel="noopener noreferrer" aria-label={t.stationWebsite} title={t.stationWebsite}>
            <Target name={t.website} Icon={WebsiteIcon} />
          </a>
        )}
        {shareTargets(station.config.ui.flower).map((target) => {
          const { brand, Icon } = TARGETS[target];
          const name = brand ?? t.email;
          return (
            <button key={target} type="button" className="re-share-target" aria-label={name} title={name} onClick={() => (share(target, station, track()), dispatchEvent(new CustomEvent('radio-embed:activity', { detail: { activity: SOCIAL_ICON, player } })))}>
              <Target name={name} Icon={Icon} />
            </button>
          );
        })}
        {playerLink && (
          <button type="button" className="re-share-target" aria-label={t.copyLink} title={t.copyLink} onClick={() => copy(t.linkCopied, t.linkNotCopied, playerLink)}>
            <Target name={t.copyLink} Icon={LinkIcon} />
          </button>
        )}
        <button
          type="button"
          className="re-share-target"
          aria-label={t.copyEmbedCode}
          title={t.copyEmbedCode}
          onClick={() => copy(t.embedCodeCopied, t.embedCodeNotCopied, fetchEmbedCode(location.href))}
        >
          <Target name={t.embedCode} Icon={CodeIcon} />
        </button>
      </div>
      <p className="re-share-said" role="status">
        {said}
      </p>
    </OverlayShell>
  );
}
