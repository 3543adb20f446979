import { describe, expect, it } from 'vitest';
import { composeText, DEFAULT_MASK, type MaskValues } from '../../../runtime/features/social/compose';

const all: MaskValues = { media_song: 'One More Time', media_artist: 'Daft Punk', station: 'Radio 42', player_link: 'https://embed.example/42/' };

describe('composeText: the default mask (spec §5)', () => {
  it('is the spec text', () => {
    expect(DEFAULT_MASK).toBe('Currently listening to {{media_song}} by {{media_artist}} on {{station}} at {{player_link}}.');
  });

  it.each([
    ['everything known', all, 'Currently listening to One More Time by Daft Punk on Radio 42 at https://embed.example/42/.'],
    ['no artist', { ...all, media_artist: '' }, 'Currently listening to One More Time on Radio 42 at https://embed.example/42/.'],
    ['no song', { ...all, media_song: '' }, 'Currently listening to Daft Punk on Radio 42 at https://embed.example/42/.'],
    ['no track at all', { ...all, media_song: '', media_artist: '' }, 'Currently listening to Radio 42 at https://embed.example/42/.'],
    ['no player link (no publicUrl)', { ...all, player_link: '' }, 'Currently listening to One More Time by Daft Punk on Radio 42.'],
    ['no station title', { ...all, station: '' }, 'Currently listening to One More Time by Daft Punk at https://embed.example/42/.'],
    ['nothing but the station', { media_song: '', media_artist: '', station: 'Radio 42', player_link: '' }, 'Currently listening to Radio 42.'],
    ['whitespace-only values count as missing', { ...all, media_artist: '   ' }, 'Currently listening to One More Time on Radio 42 at https://embed.example/42/.'],
  ])('%s', (_, values, text) => {
    expect(composeText('', values)).toBe(text);
  });

  it('is used for a mask of only spaces, and for a missing mask', () => {
    expect(composeText('   ', all)).toBe(composeText('', all));
    expect(composeText(undefined, all)).toBe(composeText('', all));
  });
});

describe("composeText: the station's own mask", () => {
  it('fills every placeholder, each as often as it appears, and trims the mask', () => {
    expect(composeText('  {{station}}: {{media_song}} / {{media_artist}} — {{player_link}} ({{station}})  ', all)).toBe(
      'Radio 42: One More Time / Daft Punk — https://embed.example/42/ (Radio 42)',
    );
  });

  it('tolerates spaces inside the braces', () => {
    expect(composeText('{{ media_song }}!', all)).toBe('One More Time!');
  });

  it('leaves no double space or space before punctuation where a value is missing', () => {
    expect(composeText('Listening to {{media_song}} by {{media_artist}} , on {{station}}', { ...all, media_artist: '' })).toBe(
      'Listening to One More Time by, on Radio 42',
    );
    expect(composeText('Now: {{media_artist}} {{media_song}} !', { ...all, media_artist: '' })).toBe('Now: One More Time!');
  });

  it('keeps an unknown placeholder as written, so the operator sees the typo', () => {
    expect(composeText('{{media_title}} on {{station}}', all)).toBe('{{media_title}} on Radio 42');
  });

  it('converts a non-string mask to text (spec §5)', () => {
    expect(composeText(42, all)).toBe('42');
  });

  it('is empty when the mask leaves nothing', () => {
    expect(composeText('{{media_song}}', { ...all, media_song: '' })).toBe('');
  });
});
