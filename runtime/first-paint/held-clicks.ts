export interface HeldClicks {
  /** Clicks each control that was clicked before the app arrived, once, in order, and stops holding. */
  replay(): void;
}

/**
 * Holds the clicks on the prerendered player's controls until the app has rendered, so a click
 * that lands first is not lost. In the click's own gesture it calls `load()` on the stream
 * element, as the app's Play does (`unlockStreamElement`): a gesture that runs `load()` unlocks
 * the element for a later `play()` (WebKit, and Chromium's user-gesture-required policy), so the
 * replayed Play may start the stream after the gesture has ended. The app adopts the prerendered
 * nodes (runtime/app.tsx), so the very element clicked is clicked again; each control once, so a
 * double click on Play still plays, and Play then Stop (its own second click) is replayed in order.
 */
export function holdClicks(root: HTMLElement): HeldClicks {
  // Each control, and its place among the player's buttons (where its new self would be, were it replaced).
  const clicked: { control: HTMLElement; index: number }[] = [];
  const hold = (event: MouseEvent): void => {
    const control = (event.target as Element | null)?.closest?.('button');
    if (!control || !root.contains(control)) return;
    root.querySelector('audio')?.load();
    if (!clicked.some((held) => held.control === control)) clicked.push({ control, index: [...root.querySelectorAll('button')].indexOf(control) });
  };
  root.addEventListener('click', hold, true);
  return {
    replay() {
      root.removeEventListener('click', hold, true);
      const buttons = [...root.querySelectorAll('button')];
      for (const { control, index } of clicked.splice(0)) (control.isConnected ? control : buttons[index])?.click();
    },
  };
}
