/**
 * The loader's frame height for a frame width: the player's own layout (runtime/ui/player.css)
 * at that width, so the height never comes from a measure of content that itself follows the
 * frame's height (its sizes are in vh and its layouts are media queries on the frame). Known
 * before the player has loaded, so the host page keeps the space from the start.
 *
 * - From 400 px: the row (art beside title, track and controls) at the default snippet's 180 px,
 *   the frame matrix's 480×180 and 400×200 cells.
 * - Under 400 px (phones, sidebars): a row has no room for the controls, nor the privacy notice,
 *   beside the art; the player stacks (portrait, aspect ≤ 5/4): the width plus 80 px, so the art
 *   above keeps a useful size and the title, track and the two rows of controls fit below it.
 *
 * Both checked at page widths 280–1600 px in three engines by test/e2e/loader-fit-*.test.ts.
 */
export const STACK_BELOW = 400;
export const ROW_HEIGHT = 180;
export const STACK_EXTRA = 80;

export const heightForWidth = (width: number): number => (width < STACK_BELOW ? Math.round(width) + STACK_EXTRA : ROW_HEIGHT);
