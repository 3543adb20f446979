import { describe, expect, it } from 'vitest';
import { pickCompanion } from '../../../runtime/features/ads/vast/pick-companion';
import { pickMedia } from '../../../runtime/features/ads/vast/pick-media';
import type { VastAd, VastCompanionVariation, VastMediaFile } from '../../../runtime/features/ads/vast/vast-shapes';

const file = (mimeType: string, fileURL = `https://ads.example/${mimeType.replace('/', '.')}`, deliveryType = 'progressive'): VastMediaFile => ({
  fileURL,
  mimeType,
  deliveryType,
});
const linear = (...mediaFiles: VastMediaFile[]) => ({ type: 'linear', duration: 15, mediaFiles });
const variation = (width: number, height: number, url = `https://ads.example/${width}x${height}.png`): VastCompanionVariation => ({
  width: String(width),
  height: String(height),
  staticResources: [{ url, creativeType: 'image/png' }],
  iframeResources: [],
  htmlResources: [],
  companionClickThroughURLTemplate: null,
});
const ad = (...creatives: VastAd['creatives']): VastAd => ({ id: 'a', creatives });
const browser = (types: string[]) => (type: string) => types.includes(type);

describe('pickMedia', () => {
  it('prefers an audio file the browser plays over a video one', () => {
    const picked = pickMedia([ad(linear(file('video/mp4'), file('audio/ogg'), file('audio/mpeg')))], browser(['video/mp4', 'audio/mpeg']));
    expect(picked).toMatchObject({ video: false, file: { mimeType: 'audio/mpeg' } });
  });

  it('takes a video file when there is no playable audio', () => {
    const picked = pickMedia([ad(linear(file('audio/ogg'), file('video/mp4')))], browser(['video/mp4']));
    expect(picked).toMatchObject({ video: true, file: { mimeType: 'video/mp4' } });
  });

  it('skips streaming delivery and files without a URL', () => {
    const ads = [ad(linear(file('audio/mpeg', 'https://a.example/x.m3u8', 'streaming'), { fileURL: null, mimeType: 'audio/mpeg', deliveryType: null }))];
    expect(pickMedia(ads, () => true)).toBeNull();
  });
});

describe('pickCompanion', () => {
  const both = ad(linear(file('audio/mpeg')), { type: 'companion', variations: [variation(728, 90), variation(300, 250), variation(300, 50)] });

  it('takes the 300×250 companion on a wide player', () => {
    expect(pickCompanion(both, false)?.view).toMatchObject({ width: 300, height: 250 });
  });

  it('takes the 300×50 companion on mobile', () => {
    expect(pickCompanion(both, true)?.view).toMatchObject({ width: 300, height: 50 });
  });

  it('falls back to 300×250 on mobile when there is no 300×50', () => {
    const only = ad({ type: 'companion', variations: [variation(300, 250)] });
    expect(pickCompanion(only, true)?.view).toMatchObject({ width: 300, height: 250 });
  });

  it('shows no companion of another size', () => {
    expect(pickCompanion(ad({ type: 'companion', variations: [variation(728, 90)] }), false)).toBeNull();
  });

  it('shows an iframe or HTML companion when there is no image', () => {
    const page = { ...variation(300, 250), staticResources: [], iframeResources: ['https://ads.example/c.html'] };
    expect(pickCompanion(ad({ type: 'companion', variations: [page] }), false)?.view).toMatchObject({ kind: 'iframe', src: 'https://ads.example/c.html' });
    const html = { ...variation(300, 250), staticResources: [], htmlResources: ['<b>ad</b>'] };
    expect(pickCompanion(ad({ type: 'companion', variations: [html] }), false)?.view).toMatchObject({ kind: 'html', src: '<b>ad</b>' });
  });
});
