import { describe, expect, it, vi } from 'vitest';
import { createEventHub } from '../../../../runtime/features/tracking/events/event-hub';
import { recordingLog } from '../support/recording-log';

type Events = { LOADED: { n: number }; ERROR: { message: string } };

describe('createEventHub', () => {
  it('upper-cases event names, so any case reaches the same listeners', () => {
    const hub = createEventHub<Events>(recordingLog());
    const handler = vi.fn();
    hub.on(' loaded ' as 'LOADED', handler);
    hub.emit('LOADED', { n: 1 });
    expect(handler).toHaveBeenCalledWith({ n: 1 });
  });

  it('refuses empty event names and non-function callbacks', () => {
    const hub = createEventHub<Events>(recordingLog());
    expect(() => hub.on('' as 'LOADED', () => {})).toThrow('Event name must be a non-empty string');
    expect(() => hub.on('  ' as 'LOADED', () => {})).toThrow('Event name must be a non-empty string');
    expect(() => hub.on('LOADED', 'nope' as unknown as () => void)).toThrow('Callback must be a function');
  });

  it('ANY hears every event with its type; teardown stops delivery', () => {
    const hub = createEventHub<Events>(recordingLog());
    const any = vi.fn();
    const off = hub.on('ANY', any);
    hub.emit('ERROR', { message: 'x' });
    off();
    hub.emit('LOADED', { n: 2 });
    expect(any.mock.calls).toEqual([[{ type: 'ERROR', payload: { message: 'x' } }]]);
  });

  it('a throwing listener is logged and the others still run', () => {
    const log = recordingLog();
    const hub = createEventHub<Events>(log);
    const after = vi.fn();
    hub.on('LOADED', () => {
      throw new Error('boom');
    });
    hub.on('LOADED', after);
    expect(() => hub.emit('LOADED', { n: 3 })).not.toThrow();
    expect(after).toHaveBeenCalled();
    expect(log.error).toHaveBeenCalledWith('Listener for LOADED failed', expect.any(Error));
  });
});
