import { describe, expect, it, vi } from 'vitest';
import { createEmitter } from '../../../runtime/lib/emitter';

type Events = { volume_change: { volume: number }; ready: void };

describe('createEmitter', () => {
  it('delivers a payload to every handler of its event, in the order they were added', () => {
    const emitter = createEmitter<Events>(() => {});
    const heard: string[] = [];
    emitter.on('volume_change', ({ volume }) => heard.push(`first ${volume}`));
    emitter.on('volume_change', ({ volume }) => heard.push(`second ${volume}`));
    emitter.on('ready', () => heard.push('ready'));
    emitter.emit('volume_change', { volume: 40 });
    expect(heard).toEqual(['first 40', 'second 40']);
  });

  it("on() returns the handler's unsubscribe", () => {
    const emitter = createEmitter<Events>(() => {});
    const handler = vi.fn();
    const off = emitter.on('ready', handler);
    emitter.emit('ready');
    off();
    emitter.emit('ready');
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('off() and clear() stop delivery', () => {
    const emitter = createEmitter<Events>(() => {});
    const handler = vi.fn();
    emitter.on('ready', handler);
    emitter.off('ready', handler);
    emitter.emit('ready');
    emitter.on('ready', handler);
    emitter.clear();
    emitter.emit('ready');
    expect(handler).not.toHaveBeenCalled();
  });

  it('a handler that removes itself does not make the next one miss the event', () => {
    const emitter = createEmitter<Events>(() => {});
    const next = vi.fn();
    const off = emitter.on('ready', () => off());
    emitter.on('ready', next);
    emitter.emit('ready');
    expect(next).toHaveBeenCalledTimes(1);
  });

  it('a throwing handler goes to onHandlerError and the others still run', () => {
    const onHandlerError = vi.fn();
    const emitter = createEmitter<Events>(onHandlerError);
    const boom = new Error('boom');
    const after = vi.fn();
    emitter.on('ready', () => {
      throw boom;
    });
    emitter.on('ready', after);
    expect(() => emitter.emit('ready')).not.toThrow();
    expect(after).toHaveBeenCalled();
    expect(onHandlerError).toHaveBeenCalledWith(boom, 'ready');
  });
});
