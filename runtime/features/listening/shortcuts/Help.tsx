import { Fragment } from 'preact';
import { EN_SHORTCUTS } from '../../i18n/locales/en/shortcuts';
import { words } from '../../i18n/words';
import { SHORTCUT_KEYS } from './keys';

/** The shortcuts' help (the `?` key): each key and what it does, then Close. */
export function Help({ onClose }: { onClose: () => void }) {
  const w = words(EN_SHORTCUTS);
  return (
    <>
      <h2>{w.shortcuts}</h2>
      <dl>
        {SHORTCUT_KEYS.map(({ label, name }) => (
          <Fragment key={label}>
            <dt>{label === 'spaceOrK' ? w.spaceOrK : label}</dt>
            <dd>{w[name]}</dd>
          </Fragment>
        ))}
      </dl>
      <button type="button" onClick={onClose}>
        {w.close}
      </button>
    </>
  );
}
