import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeTempDir, type TempDir } from './temp-dir';
import { differenceFromReference, toleranceFor } from './visual-reference';

/** A 20×10 PNG, grey, with a `size`-pixel black square at the top left when `size` is given. */
function png(size = 0): Buffer {
  const image = new PNG({ width: 20, height: 10 });
  for (let i = 0; i < image.data.length; i += 4) {
    const x = (i / 4) % 20;
    const y = Math.floor(i / 4 / 20);
    const ink = x < size && y < size ? 0 : 200;
    image.data.set([ink, ink, ink, 255], i);
  }
  return PNG.sync.write(image);
}

describe('differenceFromReference', () => {
  let temp: TempDir;
  let places: { references: string; results: string };
  const shot = (bytes: Buffer) => {
    const file = join(temp.path, 'shot.png');
    writeFileSync(file, bytes);
    return file;
  };
  const keepReference = (bytes: Buffer) => {
    mkdirSync(join(places.references, 'chromium'), { recursive: true });
    writeFileSync(join(places.references, 'chromium', '480x180-dark-normal.png'), bytes);
  };
  const compare = (bytes: Buffer) => differenceFromReference(shot(bytes), 'chromium', '480x180-dark-normal', places);

  beforeEach(async () => {
    temp = await makeTempDir('visual-reference');
    places = { references: join(temp.path, 'references'), results: join(temp.path, 'results') };
  });
  afterEach(async () => {
    vi.unstubAllEnvs();
    await temp?.remove();
  });

  it('passes a screenshot equal to its reference, and writes nothing', () => {
    keepReference(png(3));
    expect(compare(png(3))).toBeUndefined();
    expect(existsSync(places.results)).toBe(false);
  });

  it('fails on a change, naming the cell and the differing pixels, and leaves the screenshot and a diff image', () => {
    keepReference(png(3));
    const problem = compare(png(5));
    expect(problem).toMatch(/^visual chromium\/480x180-dark-normal: 16 pixels differ \(of 200; tolerance 0\)/);
    const diff = PNG.sync.read(readFileSync(join(places.results, 'chromium', '480x180-dark-normal.diff.png')));
    // pixelmatch paints the differing pixels red: the L-shaped band between the two squares.
    const at = (x: number, y: number) => [...diff.data.subarray((y * 20 + x) * 4, (y * 20 + x) * 4 + 3)];
    expect(at(4, 4)).toEqual([255, 0, 0]);
    expect(at(1, 1)).not.toEqual([255, 0, 0]);
    expect(readFileSync(join(places.results, 'chromium', '480x180-dark-normal.actual.png')).equals(png(5))).toBe(true);
    expect(problem).toContain('480x180-dark-normal.diff.png');
  });

  it('forgives up to the tolerance, and removes an earlier failure\'s files once the cell matches', () => {
    keepReference(png(3));
    expect(compare(png(5))).toBeDefined();
    expect(differenceFromReference(shot(png(5)), 'chromium', '480x180-dark-normal', { ...places, tolerance: { threshold: 0.1, maxDiffPixels: 16 } })).toBeUndefined();
    expect(existsSync(join(places.results, 'chromium', '480x180-dark-normal.diff.png'))).toBe(false);
    expect(toleranceFor('chromium').maxDiffPixels).toBe(0);
  });

  it('fails when the size changed', () => {
    keepReference(png(3));
    const other = new PNG({ width: 21, height: 10 });
    expect(compare(PNG.sync.write(other))).toMatch(/is 21×10, the reference 20×10/);
  });

  it('fails without a reference and makes none', () => {
    expect(compare(png(3))).toMatch(/no reference .*UPDATE_VISUAL_REFERENCES=1/);
    expect(existsSync(join(places.references, 'chromium', '480x180-dark-normal.png'))).toBe(false);
  });

  it('with UPDATE_VISUAL_REFERENCES=1 writes a missing or changed reference', () => {
    vi.stubEnv('CI', '');
    vi.stubEnv('UPDATE_VISUAL_REFERENCES', '1');
    vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(compare(png(3))).toBeUndefined();
    expect(compare(png(5))).toBeUndefined();
    expect(readFileSync(join(places.references, 'chromium', '480x180-dark-normal.png')).equals(png(5))).toBe(true);
  });

  it('refuses the update mode in CI', () => {
    vi.stubEnv('CI', 'true');
    vi.stubEnv('UPDATE_VISUAL_REFERENCES', '1');
    expect(() => compare(png(3))).toThrow(/in CI/);
  });
});
