import { EN_PLAYER } from '../features/i18n/locales/en/player';
import { words } from '../features/i18n/words';

/** Shown when the page has no usable station config (spec §8 logs the fatal error alongside). */
export function NotConfigured() {
  return (
    <div className="re-player" role="status">
      <p className="re-empty">{words(EN_PLAYER).notConfigured}</p>
    </div>
  );
}
