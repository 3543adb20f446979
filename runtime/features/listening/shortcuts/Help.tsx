import { Fragment } from 'preact';
import { EN_SHORTCUTS } from '../words/shortcuts';
import { words } from '../../i18n/words';
import { SHORTCUT_KEYS } from './keys';
import { PanelHead } from '../../../ui/overlay/PanelHead';

/** The shortcuts' help (the `?` key): the panel header (title, Close), each key and what it does. */
export function Help({ onClose }: { onClose: () => void }) {
  const w = words(EN_SHORTCUTS);
  return (
    <>
      <PanelHead title={w.shortcuts} closeLabel={w.close} onClose={onClose} />
      <dl className="re-panel-body">
        {SHORTCUT_KEYS.map(({ label, name }) => (
          <Fragment key={label}>
            <dt>{label === 'spaceOrK' ? w.spaceOrK : label}</dt>
            <dd>{w[name]}</dd>
          </Fragment>
        ))}
      </dl>
    </>
  );
}
