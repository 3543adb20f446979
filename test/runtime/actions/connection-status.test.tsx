// @vitest-environment happy-dom
import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { $reconnecting } from '../../../runtime/stores/connection';
import { ConnectionStatus } from '../../../runtime/ui/ConnectionStatus';

const root = document.createElement('div');
afterEach(() => {
  act(() => {
    render(null, root);
  });
  $reconnecting.set(false);
});

describe('ConnectionStatus', () => {
  it('is a status live region, silent until a dropped stream is reconnecting', () => {
    act(() => {
      render(<ConnectionStatus />, root);
    });
    const region = root.querySelector('[role="status"]');
    expect(region?.textContent).toBe('');
    act(() => $reconnecting.set(true));
    expect(region?.textContent).toBe('Reconnecting…');
    act(() => $reconnecting.set(false));
    expect(region?.textContent).toBe('');
  });
});
