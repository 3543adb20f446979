import type { ComponentChildren } from 'preact';
import { CloseIcon } from './close-icon';
import { addSurfaceStyle } from './surface-style';

export interface PanelHeadProps {
  /** The panel's title, which names its dialog (give the dialog `aria-labelledby={titleId}`). */
  title: string;
  titleId?: string;
  /** The close button's accessible name ("Back", "Close": the panel's own word). */
  closeLabel: string;
  /** Classes beside the close button's own. */
  closeClass?: string;
  onClose: () => void;
  /** The panel's other actions, before the close (Listening options' help key in the small strips). */
  children?: ComponentChildren;
}

/**
 * The one header of every panel over the player (issue 32, docs/screen.md "Panels"): the title at
 * the start, a round close (×) at the end, in a row of its own that the panel's content never
 * runs under. Styled by ./surface.css (`re-head`), which it adds to the page itself, so any
 * panel's chunk can use it.
 */
export function PanelHead({ title, titleId, closeLabel, closeClass, onClose, children }: PanelHeadProps) {
  addSurfaceStyle(document);
  return (
    <div className="re-head">
      <h2 id={titleId}>{title}</h2>
      {children}
      <button type="button" className={closeClass ? `re-btn re-head-close ${closeClass}` : 're-btn re-head-close'} aria-label={closeLabel} title={closeLabel} onClick={onClose}>
        <CloseIcon />
      </button>
    </div>
  );
}
