import { afterEach, describe, expect, test, vi } from 'vitest';
import { chooseLanguage } from '../../../../runtime/features/i18n/body';
import { speaksOtherLanguage, startLanguage } from '../../../../runtime/features/i18n/face';
import { EN_PLAYER } from '../../../../runtime/features/i18n/locales/en/player';
import { EN_SHARE } from '../../../../runtime/features/i18n/locales/en/share';
import { setWords, words } from '../../../../runtime/features/i18n/words';

afterEach(() => setWords({}));

describe('speaksOtherLanguage: only then is the chooser loaded', () => {
  test('no tag, or English ones, need nothing', () => {
    for (const sources of [{}, { locale: 'en' }, { query: ' ', locale: 'EN-us' }, { query: 'en_GB' }]) expect(speaksOtherLanguage(sources), JSON.stringify(sources)).toBe(false);
  });

  test('any other tag does, even one the chooser will not ship ("eng" is not "en")', () => {
    for (const sources of [{ locale: 'es' }, { query: 'ar' }, { query: 'en', locale: 'de' }, { query: 'eng' }]) expect(speaksOtherLanguage(sources), JSON.stringify(sources)).toBe(true);
  });
});

describe('startLanguage and the chooser', () => {
  test('English: the English words; the page keeps the lang and dir the build wrote', async () => {
    const root = { lang: 'en', dir: 'ltr' };
    await startLanguage(root, { locale: 'en-US' }, vi.fn());
    expect(root).toEqual({ lang: 'en', dir: 'ltr' });
    expect(words(EN_PLAYER).play).toBe('Play');
  });

  test('?lang=en on a Spanish station: English, left to right', async () => {
    const root = { lang: 'es', dir: 'ltr' };
    expect(await chooseLanguage(root, { query: 'en', locale: 'es' }, vi.fn())).toBe('en');
    expect(root).toEqual({ lang: 'en', dir: 'ltr' });
    expect(words(EN_PLAYER).play).toBe('Play');
  });

  test('?lang=ar: the Arabic catalogue for every part, right to left', async () => {
    const root = { lang: 'en', dir: 'ltr' };
    await startLanguage(root, { query: 'ar-EG', locale: 'es' }, vi.fn());
    expect(root).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(words(EN_PLAYER).play).toBe('تشغيل');
    expect(words(EN_SHARE).back).toBe('رجوع');
  });

  test('the station locale: Spanish words', async () => {
    await startLanguage({ lang: '', dir: '' }, { locale: 'es-MX' }, vi.fn());
    expect(words(EN_PLAYER)).toMatchObject({ play: 'Reproducir', mute: 'Silenciar', volume: 'Volumen' });
  });
});
