// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdPlaybackState } from '../../../../runtime/features/ads/ad-state';
import { AdSlot } from '../../../../runtime/features/ads/ui/AdSlot';

let root: HTMLElement;
beforeEach(() => {
  root = document.createElement('div');
  document.body.append(root);
});
afterEach(() => {
  render(null, root);
  root.remove();
});

const playback = (patch: Partial<AdPlaybackState>): AdPlaybackState => ({
  media: document.createElement('audio'),
  video: false,
  started: true,
  position: 0,
  duration: 15,
  ...patch,
});

describe('AdSlot', () => {
  it('shows nothing until the ad starts', async () => {
    const video = document.createElement('video');
    await act(() => render(<AdSlot playback={playback({ started: false, media: video, video: true })} />, root));
    expect(root.textContent).toBe('');
    expect(root.querySelector<HTMLElement>('.re-ad-video')!.hidden).toBe(true);
  });

  it('says "Advertisement" and the time left', async () => {
    await act(() => render(<AdSlot playback={playback({ position: 3.2 })} />, root));
    expect(root.querySelector('.re-ad')!.textContent).toBe('Advertisement · 0:12');
  });

  // ffmpeg's 3 s WebM says 3.008 s: a listener sees a 3 s ad start at 0:03, not 0:04. A second
  // that is really left still counts (2.3 s left reads 0:03); its last tenth reads 0:00.
  it.each([
    [3.008, 0, 'Advertisement · 0:03'],
    [3.008, 0.7, 'Advertisement · 0:03'],
    [3.008, 2.95, 'Advertisement · 0:00'],
    [15.2, 0, 'Advertisement · 0:16'],
  ])('a %s s ad at %s s reads "%s"', async (duration, position, label) => {
    await act(() => render(<AdSlot playback={playback({ duration, position })} />, root));
    expect(root.querySelector('.re-ad')!.textContent).toBe(label);
  });

  it('puts a video creative into the slot, and takes it out afterwards', async () => {
    const video = document.createElement('video');
    await act(() => render(<AdSlot playback={playback({ media: video, video: true })} />, root));
    expect(root.querySelector<HTMLElement>('.re-ad-video')!.hidden).toBe(false);
    expect(root.querySelector('.re-ad-video')!.firstChild).toBe(video);
    await act(() => render(null, root));
    expect(video.isConnected).toBe(false);
  });

  it('keeps an audio creative out of the page: it plays in the player itself', async () => {
    const audio = document.createElement('audio');
    await act(() => render(<AdSlot playback={playback({ media: audio })} />, root));
    expect(audio.isConnected).toBe(false);
  });
});
