import { Fragment } from 'preact';
import { SHORTCUT_KEYS } from './keys';

/** The shortcuts' help (the `?` key): each key and what it does, then Close. */
export function Help({ onClose }: { onClose: () => void }) {
  return (
    <>
      <h2>Keyboard shortcuts</h2>
      <dl>
        {SHORTCUT_KEYS.map(({ label, name }) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{name}</dd>
          </Fragment>
        ))}
      </dl>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </>
  );
}
