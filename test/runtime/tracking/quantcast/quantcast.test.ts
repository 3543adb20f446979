import { describe, expect, it } from 'vitest';
import { quantcastPixelUrl, startQuantcast } from '../../../../runtime/features/tracking/quantcast/quantcast';
import { browserPerTest } from '../support/browser-per-test';
import { testConfig } from '../support/test-config';

describe('Quantcast audience segments', () => {
  const env = browserPerTest();

  const pixels = () => Array.from(env.browser.document.querySelectorAll('img')).map((img) => img.getAttribute('src'));

  it('builds the pixel URL with an optional labels parameter', () => {
    expect(quantcastPixelUrl('p-abc')).toBe('https://pixel.quantserve.com/pixel/p-abc.gif');
    expect(quantcastPixelUrl('p-abc', 'Radio 42,Music')).toBe('https://pixel.quantserve.com/pixel/p-abc.gif?labels=Radio%2042%2CMusic');
    expect(quantcastPixelUrl('p-abc', '', 'https://q.test/px/')).toBe('https://q.test/px/p-abc.gif');
  });

  it('fires one 1×1 pixel with the station label and removes it on teardown', () => {
    const config = testConfig({ tracking: { quantcast: { enabled: true, pcode: 'p-abc', label: 'radio42' } } });
    const stop = startQuantcast(config, { document: env.browser.document, log: env.log })!;
    expect(pixels()).toEqual(['https://pixel.quantserve.com/pixel/p-abc.gif?labels=radio42']);
    const img = env.browser.document.querySelector('img')!;
    expect([img.width, img.height]).toEqual([1, 1]);
    stop();
    expect(pixels()).toEqual([]);
  });

  it("without a publisher code: 'Unable to initialize. Must specify the Publisher Code.' and no pixel", () => {
    const config = testConfig({ tracking: { quantcast: { enabled: true, pcode: ' ', label: 'x' } } });
    expect(startQuantcast(config, { document: env.browser.document, log: env.log })).toBeNull();
    expect(env.log.warn).toHaveBeenCalledWith('Unable to initialize. Must specify the Publisher Code.');
    expect(pixels()).toEqual([]);
  });

  it('does nothing when disabled', () => {
    const config = testConfig({ tracking: { quantcast: { enabled: false, pcode: 'p-abc', label: '' } } });
    expect(startQuantcast(config, { document: env.browser.document, log: env.log })).toBeNull();
    expect(pixels()).toEqual([]);
  });
});
