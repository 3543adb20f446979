import type { ComponentChildren } from 'preact';
import { createPortal } from 'react';

/**
 * Renders a notice's sheet in the player's <main>, beside the other panels, not where its button
 * is. The buttons live in the bar, whose `container-type` (player.css: the volume slider's room)
 * makes it the containing block and stacking context of anything inside it: a fixed sheet there
 * covered only the bar, under the controls painted after it (Share, the moon at 1200×400).
 */
export function OverPlayer({ children }: { children: ComponentChildren }) {
  return createPortal(children, document.querySelector('main.re-player') ?? document.body);
}
