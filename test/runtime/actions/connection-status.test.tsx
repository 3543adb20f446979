// @vitest-environment happy-dom
import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { $connection, type Connection } from '../../../runtime/stores/connection';
import { ConnectionStatus } from '../../../runtime/ui/ConnectionStatus';

const root = document.createElement('div');
afterEach(() => {
  act(() => {
    render(null, root);
  });
  $connection.set('idle');
});

describe('ConnectionStatus', () => {
  it.each<[Connection, string]>([
    ['idle', ''],
    ['connecting', 'Connecting…'],
    ['buffering', 'Buffering…'],
    ['playing', ''],
    ['reconnecting', 'Reconnecting…'],
    ['failed', 'Stream unavailable'],
  ])('is a status live region that says, when %s, "%s"', (state, words) => {
    act(() => {
      render(<ConnectionStatus />, root);
    });
    const region = root.querySelector('[role="status"]');
    act(() => $connection.set(state));
    expect(region?.textContent).toBe(words);
    // The layout styles against the state.
    expect(region?.getAttribute('data-state')).toBe(state);
  });
});
