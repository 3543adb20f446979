// @vitest-environment happy-dom
// The painted volume slider, moved before the app came (runtime/ui/controls/painted-volume.ts):
// runtime/app.tsx sets that volume before its first render, which sets the slider from the saved
// one; before, a drag on the painted player snapped back once the app came.
import { afterEach, expect, test } from 'vitest';
import { paintedVolume } from '../../../../runtime/ui/controls/painted-volume';

afterEach(() => document.body.replaceChildren());

/** A painted player as the build writes it: the slider at the volume it was painted with. */
function painted(value = 80): { root: HTMLElement; slider: HTMLInputElement } {
  document.body.innerHTML = `<div id="app"><main><button class="re-btn--play" aria-label="Play"></button>
    <input type="range" class="re-volume" min="0" max="100" step="1" value="${value}"></main></div>`;
  const root = document.getElementById('app')!;
  return { root, slider: root.querySelector('input')! };
}

test('a slider the listener moved gives its value', () => {
  const { root, slider } = painted();
  slider.value = '25';
  expect(paintedVolume(root)).toBe(25);
});

test('moved to 0 (silence) is a value too', () => {
  const { root, slider } = painted();
  slider.value = '0';
  expect(paintedVolume(root)).toBe(0);
});

test('a slider where it was painted gives nothing: the saved volume stands', () => {
  const { root } = painted(60);
  expect(paintedVolume(root)).toBeUndefined();
});

test('a player painted without a slider (folded into Mute, or not shown) gives nothing', () => {
  document.body.innerHTML = '<div id="app"><main><button class="re-btn--play"></button></main></div>';
  expect(paintedVolume(document.getElementById('app')!)).toBeUndefined();
});
