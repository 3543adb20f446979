export interface HeldInput {
  /** Replays what was held, in order, and stops holding. */
  replay(): void;
  /**
   * After a cold click on Play that may start the early stream: resolves once it is heard, or
   * did not start (first-paint/early-stream.ts `earlyStreamAsAsked`); else undefined.
   */
  earlyHeard(): Promise<void> | undefined;
}

type Held =
  | { click: HTMLElement; index: number }
  // The event itself is its copy's init: key, code, modifiers, bubbles (a dictionary reads any object).
  | { key: KeyboardEvent };

/**
 * Holds the listener's input on the prerendered player until the app has rendered, so nothing
 * done before it arrives is lost.
 *
 * A click on a control: in the click's own gesture it calls `load()` on the stream element, as the
 * app's Play does (`unlockStreamElement`): a gesture that runs `load()` unlocks the element for a
 * later `play()` (WebKit, and Chromium's user-gesture-required policy), so the replayed Play may
 * start the stream after the gesture has ended. The app adopts the prerendered nodes
 * (runtime/app.tsx), so the very element clicked is clicked again. A second click on a control
 * already held takes the first back, as the app's would (Play then Stop, Mute then Unmute, a panel
 * opened then closed): a listener who hears the early stream and clicks again to stop it is heard,
 * and the early stream ends (before, each control was held once, and the stream played on).
 *
 * A cold click on Play, where the page names its `stream` (#app's data-stream, unless the app
 * starts at once), also starts it, from a small chunk fetched in that gesture
 * (first-paint/early-stream.ts; where hls.js plays the HLS, hls.js with it); the app, replaying
 * the click, takes it over.
 *
 * A key but Tab (a shortcut such as `?` or `M`, docs/listening.md): dispatched again where it was pressed,
 * for the shortcuts the app starts on the first key. Space or Enter on a button also clicks it
 * (held above); the shortcuts leave Space on a button to the button.
 */
export function holdInput(root: HTMLElement, doc: Document, stream?: string | false): HeldInput {
  const held: Held[] = [];
  let early = false;
  let earlyHeard: Promise<void> | undefined;
  const onClick = (event: MouseEvent): void => {
    const control = (event.target as Element | null)?.closest?.('button');
    if (!control || !root.contains(control)) return;
    const audio = root.querySelector('audio');
    const again = held.findIndex((input) => 'click' in input && input.click === control);
    if (again < 0) {
      // Not once the stream has started early: load() would end it.
      if (!early) audio?.load();
      // Its place among the player's buttons: where its new self would be, were it replaced.
      held.push({ click: control, index: [...root.querySelectorAll('button')].indexOf(control) });
    } else held.splice(again, 1);
    // Play starts the early stream, Play again stops it; its chunk, asked for in the click itself,
    // does what the last click asked, however its answers come back.
    if (audio && stream && control.matches('.re-btn--play')) {
      early = again < 0;
      const asked = import('./early-stream').then((chunk) => chunk.earlyStreamAsAsked(root, audio, stream, () => early), () => undefined);
      earlyHeard ??= asked;
    }
  };
  // Not Tab: it has moved focus already, and WebKit runs its default action again for a script's
  // copy (focus would skip a control: Space then presses the one after Play).
  const onKey = (key: KeyboardEvent): unknown => key.key !== 'Tab' && held.push({ key });
  root.addEventListener('click', onClick, true);
  doc.addEventListener('keydown', onKey, true);
  return {
    earlyHeard: () => earlyHeard,
    replay() {
      root.removeEventListener('click', onClick, true);
      doc.removeEventListener('keydown', onKey, true);
      const buttons = [...root.querySelectorAll('button')];
      for (const input of held.splice(0)) {
        if ('click' in input) (input.click.isConnected ? input.click : buttons[input.index])?.click();
        else {
          const target = input.key.target;
          (target instanceof Node && target.isConnected ? target : doc).dispatchEvent(new KeyboardEvent('keydown', input.key));
        }
      }
    },
  };
}
