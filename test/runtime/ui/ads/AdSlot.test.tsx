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
