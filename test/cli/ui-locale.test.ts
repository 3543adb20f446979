// Issue 19: `ui.locale` is a BCP 47 tag the player ships, matched by primary subtag; a typo gets a hint.
import { describe, expect, test } from 'vitest';
import { formatReport } from '../../cli/errors/problem';
import { NO_PROJECT } from '../../cli/validate/validate-project-config';
import { validateStation } from '../../cli/validate/validate-station';
import { formatBuilt } from '../../cli/report/report';
import { stationJson } from './support/station-json';

const FILE = 'stations/7.json';
const check = (locale: unknown) => validateStation({ id: 7, file: FILE, raw: stationJson(7, { ui: { locale } }) }, NO_PROJECT);
const SHIPPED = '"en", "es", "fr", "de", "pt", "it", "nl", "pl", "ar", "he"';

describe('ui.locale', () => {
  test('defaults to English', () => {
    const result = validateStation({ id: 7, file: FILE, raw: stationJson(7) }, NO_PROJECT);
    expect(result.ok && result.station.ui.locale).toBe('en');
  });

  test.each(['es', 'es-MX', 'pt-BR', 'AR', 'he-IL', ' fr '])('%j is a shipped language', (locale) => {
    const result = check(locale);
    expect(result.ok && result.station.ui.locale).toBe(locale.trim());
  });

  test.each([
    ['esp', `${FILE}: ui.locale: must be one of ${SHIPPED}; got "esp"; did you mean "es"?`],
    ['ja', `${FILE}: ui.locale: must be one of ${SHIPPED}; got "ja"`],
    // Issue 30 §5: a language's name, in English or in itself, accents and case aside, suggests its code.
    ['Deutsch', `${FILE}: ui.locale: must be one of ${SHIPPED}; got "Deutsch"; did you mean "de"?`],
    ['German', `${FILE}: ui.locale: must be one of ${SHIPPED}; got "German"; did you mean "de"?`],
    ['Español', `${FILE}: ui.locale: must be one of ${SHIPPED}; got "Español"; did you mean "es"?`],
    ['Spanish', `${FILE}: ui.locale: must be one of ${SHIPPED}; got "Spanish"; did you mean "es"?`],
    ['francais', `${FILE}: ui.locale: must be one of ${SHIPPED}; got "francais"; did you mean "fr"?`],
    ['French', `${FILE}: ui.locale: must be one of ${SHIPPED}; got "French"; did you mean "fr"?`],
    ['Deutch', `${FILE}: ui.locale: must be one of ${SHIPPED}; got "Deutch"; did you mean "de"?`],
    ['Nederlands', `${FILE}: ui.locale: must be one of ${SHIPPED}; got "Nederlands"; did you mean "nl"?`],
    ['Polish', `${FILE}: ui.locale: must be one of ${SHIPPED}; got "Polish"; did you mean "pl"?`],
    ['עברית', `${FILE}: ui.locale: must be one of ${SHIPPED}; got "עברית"; did you mean "he"?`],
    ['Japanese', `${FILE}: ui.locale: must be one of ${SHIPPED}; got "Japanese"`],
    ['', `${FILE}: ui.locale: must be one of ${SHIPPED}; got ""`],
  ])('%j is refused with the shipped list', (locale, line) => {
    const result = check(locale);
    expect(result.ok ? [] : result.problems.map(formatReport)).toEqual([line]);
  });
});

test('build reports each station with its locale', () => {
  const station = { id: 42, page: 'dist/42/index.html', snippet: 'dist/42/snippet.html', firstLoadGzip: 10035, locale: 'es-MX' };
  expect(formatBuilt(station)).toBe('built station 42 → dist/42/index.html (es-MX, first load 9.8 KB gzip)');
});

test("preview's language switch offers exactly the shipped languages, in their order", async () => {
  const { LANGUAGES } = await import('../../cli/preview/preview-view');
  const { SHIPPED_LANGUAGES } = await import('../../contract/languages');
  expect(LANGUAGES.map(([code]) => code)).toEqual([...SHIPPED_LANGUAGES]);
});
