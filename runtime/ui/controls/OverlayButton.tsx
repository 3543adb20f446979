import type { ComponentChildren } from 'preact';
import { log } from '../../lib/logger';

export interface OverlayButtonProps {
  /** The button's accessible name. */
  label: string;
  /** Classes beside `re-btn`. */
  className?: string;
  /** Loads the overlay's lazy chunk and opens it from this button (focus goes back to it on close). */
  open(button: HTMLButtonElement): Promise<unknown>;
  /** What the log says when the chunk cannot be loaded. */
  failure: string;
  children: ComponentChildren;
}

/**
 * A bar button that opens a dialog over the player (Share, Recently played, Listening options):
 * the dialog's code is a lazy chunk, fetched on the first click. The button takes focus on the
 * click, since Safari does not focus a clicked button and the dialog gives focus back to what had it.
 */
export function OverlayButton({ label, className, open, failure, children }: OverlayButtonProps) {
  return (
    <button
      type="button"
      className={className ? `re-btn ${className}` : 're-btn'}
      aria-label={label}
      aria-haspopup="dialog"
      onClick={(event) => {
        const button = event.currentTarget;
        button.focus();
        open(button).catch((error: unknown) => log.error(failure, error));
      }}
    >
      {children}
    </button>
  );
}
