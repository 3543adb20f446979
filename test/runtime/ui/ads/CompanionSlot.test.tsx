// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompanionView } from '../../../../runtime/features/ads/companion';
import { adEvents } from '../../../../runtime/features/ads/public/events';
import { CompanionSlot } from '../../../../runtime/features/ads/ui/CompanionSlot';

let root: HTMLElement;
const success = vi.fn();
const failure = vi.fn();

beforeEach(() => {
  // Not in the document: happy-dom would try to load the iframes (there is no network here).
  root = document.createElement('div');
  adEvents.on('COMPANION_AD_SUCCESS', success);
  adEvents.on('COMPANION_AD_FAILURE', failure);
});
afterEach(() => {
  render(null, root);
  adEvents.clear();
  success.mockReset();
  failure.mockReset();
});

const image: CompanionView = {
  kind: 'image',
  src: 'https://ads.example/300x250.png',
  width: 300,
  height: 250,
  clickThrough: 'https://advertiser.example/',
};

describe('CompanionSlot', () => {
  it('shows an image companion linked to its click-through, and reports it once it has loaded', async () => {
    const onView = vi.fn();
    await act(() => render(<CompanionSlot companion={{ ...image, onView }} />, root));
    const img = root.querySelector('img')!;
    expect(img.getAttribute('src')).toBe(image.src);
    expect(img.closest('a')!.getAttribute('href')).toBe('https://advertiser.example/');
    expect(img.closest('a')!.getAttribute('target')).toBe('_blank');
    expect(success).not.toHaveBeenCalled();

    await act(() => void img.dispatchEvent(new Event('load')));
    expect(success).toHaveBeenCalledWith({ url: image.src, width: 300, height: 250 });
    expect(onView).toHaveBeenCalledTimes(1);
  });

  it('reports a companion that fails to load, and leaves the slot empty', async () => {
    await act(() => render(<CompanionSlot companion={image} />, root));
    await act(() => void root.querySelector('img')!.dispatchEvent(new Event('error')));
    expect(failure).toHaveBeenCalledWith({ url: image.src, width: 300, height: 250, reason: 'The companion did not load' });
    expect(success).not.toHaveBeenCalled();
    expect(root.innerHTML).toBe('');
  });

  it('shows a page companion in a sandboxed iframe of the slot size', async () => {
    await act(() => render(<CompanionSlot companion={{ ...image, kind: 'iframe', src: 'https://ads.example/c.html', width: 300, height: 50 }} />, root));
    const frame = root.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe('https://ads.example/c.html');
    expect([frame.getAttribute('width'), frame.getAttribute('height')]).toEqual(['300', '50']);
    expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
  });

  it('shows VAST HTML in a sandbox without same-origin access', async () => {
    await act(() => render(<CompanionSlot companion={{ ...image, kind: 'html', src: '<b>Buy</b>' }} />, root));
    const frame = root.querySelector('iframe')!;
    expect(frame.getAttribute('srcdoc')).toBe('<b>Buy</b>');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-same-origin');
  });
});
