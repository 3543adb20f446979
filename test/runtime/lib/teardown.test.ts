import { describe, expect, it } from 'vitest';
import { collectTeardowns } from '../../../runtime/lib/teardown';

describe('collectTeardowns', () => {
  it('runs the teardowns newest first, once', () => {
    const ran: string[] = [];
    const teardowns = collectTeardowns();
    teardowns.add(() => ran.push('store'));
    const stopFeed = teardowns.add(() => ran.push('feed'));
    teardowns.add(() => ran.push('engine'));
    teardowns.run();
    teardowns.run();
    expect(ran).toEqual(['engine', 'feed', 'store']);
    expect(typeof stopFeed).toBe('function');
  });

  it('one that throws does not keep the others from running; its error comes out after them', () => {
    const ran: string[] = [];
    const teardowns = collectTeardowns();
    teardowns.add(() => ran.push('first'));
    teardowns.add(() => {
      throw new Error('broken teardown');
    });
    teardowns.add(() => ran.push('last'));
    expect(() => teardowns.run()).toThrow('broken teardown');
    expect(ran).toEqual(['last', 'first']);
  });

  it('a teardown added after a run waits for the next run', () => {
    const ran: string[] = [];
    const teardowns = collectTeardowns();
    teardowns.run();
    teardowns.add(() => ran.push('late'));
    expect(ran).toEqual([]);
    teardowns.run();
    expect(ran).toEqual(['late']);
  });
});
