// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { map } from 'nanostores';
import { decodeText } from '../../../runtime/features/metadata/decode-text';
import { trackReporter } from '../../../runtime/features/metadata/set-track';
import type { TrackInfo } from '../../../runtime/stores/track';

describe('decodeText: now-playing text as stations send it (spec §3)', () => {
  it.each([
    ['percent-encoded', 'Daft%20Punk', 'Daft Punk'],
    ['percent-encoded UTF-8', 'Sigur%20R%C3%B3s', 'Sigur Rós'],
    ['named entities', 'Simon &amp; Garfunkel', 'Simon & Garfunkel'],
    ['a named letter', 'Beyonc&eacute;', 'Beyoncé'],
    ['numeric entities', 'Guns N&#39; Roses &#x2014; Live', 'Guns N\' Roses — Live'],
    ['UTF-8 read as Latin-1', 'BeyoncÃ©', 'Beyoncé'],
    ['two-byte and three-byte mojibake', 'MÃ¶tley CrÃ¼e â\u0080\u0094 Kickstart', 'Mötley Crüe — Kickstart'],
  ])('decodes %s', (_, input, output) => {
    expect(decodeText(input)).toBe(output);
  });

  it.each([
    ['a percent sign that is no escape', '100% Pure Love'],
    ['a plus sign', 'Me + You'],
    ['an ampersand that is no entity', 'Tom & Jerry'],
    ['real accented text', 'Beyoncé — Déjà Vu'],
    ['Latin-1 text that is not mojibake', 'Ã propos'],
  ])('leaves %s as it is', (_, input) => {
    expect(decodeText(input)).toBe(input);
  });

  it('keeps markup as text: nothing is parsed into elements or run', () => {
    const hostile = '&lt;img src=x onerror="window.hit=1"&gt; <b>bold</b> &amp;';
    expect(decodeText(hostile)).toBe('<img src=x onerror="window.hit=1"> <b>bold</b> &');
    expect((globalThis as { hit?: number }).hit).toBeUndefined();
  });
});

describe('every metadata source reports through the decoding', () => {
  it('stores the decoded artist and title, and one change per track however it was encoded', () => {
    const track = map<TrackInfo>({ artist: '', title: '', cover: '' });
    const report = trackReporter(track);
    report('Simon%20%26%20Garfunkel', 'The Boxer');
    expect(track.get()).toMatchObject({ artist: 'Simon & Garfunkel', title: 'The Boxer' });
    const before = track.get();
    report('Simon &amp; Garfunkel', 'The Boxer');
    expect(track.get()).toBe(before);
  });
});
