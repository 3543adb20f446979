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
 * Both checked at page widths 280–1600 px in three engines by test/e2e/loader-fit-*.test.ts. In
 * contract/: the loader (runtime/embed-api/host-loader.ts) sizes its frame by it, and the CLI's
 * loader snippet keeps that space before the loader runs (`slotStyle`).
 */
export const STACK_BELOW = 400;
export const ROW_HEIGHT = 180;
export const STACK_EXTRA = 80;

export const heightForWidth = (width: number): number => (width < STACK_BELOW ? Math.round(width) + STACK_EXTRA : ROW_HEIGHT);

/** The space a loader snippet keeps for its player until the loader puts the frame there. */
export const SLOT_ATTRIBUTE = 'data-radio-embed-slot';

/**
 * The slot's inline style: `heightForWidth` for the width it is given, in CSS alone, so that the
 * host page keeps the player's space from its first paint and the loader's frame takes it with no
 * layout shift (an async script runs after the page has painted). Its height is STACK_EXTRA plus
 * a bottom padding (a percentage of padding is one of the width): the width itself under
 * STACK_BELOW, ROW_HEIGHT − STACK_EXTRA from it — the step written as min(100%, max(100px,
 * (399.5px − 100%) × 10000)): under 399.5 px the second term is 1,000 px or more, so the width
 * wins; from 399.5 px (which the loader rounds to 400) it is negative, so 100 px does. Its own
 * box-sizing, margin and border, whatever the host's CSS says of a div; the scheme's background,
 * rounded as the frame's.
 */
export const slotStyle = (background: string): string =>
  `display:block;box-sizing:content-box;margin:0;border:0;height:${STACK_EXTRA}px;` +
  `padding:0 0 min(100%,max(${ROW_HEIGHT - STACK_EXTRA}px,(${STACK_BELOW - 0.5}px - 100%)*10000));` +
  `background:${background};border-radius:8px`;
