import { describe, expect, it } from 'vitest';
import { routeStationId } from '../../../runtime/config/route';

describe('routeStationId (spec §2 route)', () => {
  it.each([
    ['/42', 42],
    ['/42/', 42],
    ['/42/index.html', 42],
    ['/7?x=1', 7],
    ['/', 0],
    ['', 0],
    ['/abc', 0],
    ['/0', 0],
    ['/-3', 0],
    // Published under a sub-path of the CDN (issue 22 §9).
    ['/radio/42/', 42],
    ['/radio/42/index.html', 42],
    ['/embeds/v2/7', 7],
    ['/radio/stations/', 0],
    ['/9007199254740993/', 0],
  ])('%j gives %i', (path, id) => {
    expect(routeStationId(path)).toBe(id);
  });
});
