/**
 * The volume the listener set on the painted slider before the app came (the page paints the
 * player before any script; the app adopts its nodes): its value where it was moved from the one
 * it was painted with, else undefined. The app's first render sets the slider from the saved
 * volume, which snapped a drag back; runtime/app.tsx sets this one first. Read in the app's chunk,
 * not held by the first paint's script: nothing is lost by waiting (the slider keeps its value
 * until the render), and the first load stays as small.
 */
export function paintedVolume(root: ParentNode): number | undefined {
  const slider = root.querySelector<HTMLInputElement>('input.re-volume');
  return slider && slider.value !== slider.defaultValue ? slider.valueAsNumber : undefined;
}
