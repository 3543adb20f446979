import { afterEach, describe, expect, test, vi } from 'vitest';
import { startLanguage } from '../../../../runtime/features/i18n/start-language';
import { EN_PLAYER } from '../../../../runtime/features/i18n/locales/en/player';
import { EN_SHARE } from '../../../../runtime/features/i18n/locales/en/share';
import { setWords, words } from '../../../../runtime/features/i18n/words';

afterEach(() => setWords({}));

describe('startLanguage', () => {
  test('English: the English words, <html lang="en" dir="ltr">', async () => {
    const root = { lang: 'xx', dir: '' };
    expect(await startLanguage(root, {}, vi.fn())).toBe('en');
    expect(root).toEqual({ lang: 'en', dir: 'ltr' });
    expect(words(EN_PLAYER).play).toBe('Play');
  });

  test('?lang=ar: the Arabic catalogue for every part, right to left', async () => {
    const root = { lang: 'en', dir: 'ltr' };
    expect(await startLanguage(root, { query: 'ar-EG', locale: 'es' }, vi.fn())).toBe('ar');
    expect(root).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(words(EN_PLAYER).play).toBe('تشغيل');
    expect(words(EN_SHARE).back).toBe('رجوع');
  });

  test('the station locale: Spanish words', async () => {
    await startLanguage({ lang: '', dir: '' }, { locale: 'es-MX' }, vi.fn());
    expect(words(EN_PLAYER)).toMatchObject({ play: 'Reproducir', mute: 'Silenciar', volume: 'Volumen' });
  });
});
