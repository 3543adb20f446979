// @vitest-environment happy-dom
import { atom } from 'nanostores';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { useStore } from '../../../runtime/lib/use-store';

let root: HTMLElement;
beforeEach(() => {
  root = document.createElement('div');
  document.body.append(root);
});
afterEach(() => {
  render(null, root);
  root.remove();
});

it('renders the store value and re-renders when it changes', () => {
  const $title = atom('Morning show');
  const Title = () => <p>{useStore($title)}</p>;
  act(() => render(<Title />, root));
  expect(root.textContent).toBe('Morning show');
  act(() => $title.set('Evening news'));
  expect(root.textContent).toBe('Evening news');
});

it('stops listening once the component is gone', () => {
  const $title = atom('Morning show');
  const Title = () => <p>{useStore($title)}</p>;
  act(() => render(<Title />, root));
  act(() => render(null, root));
  expect($title.lc).toBe(0);
});
