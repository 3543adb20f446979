// Issue 21 §4: ui.accent is a CSS colour the build checks and measures against its scheme.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { SCHEME_BACKGROUNDS } from '../../cli/render/scheme-colours';
import { contrastRatio } from '../../cli/validate/contrast';
import { parseCssColour } from '../../cli/validate/css-colour';
import { makeProject, type Project } from './support/project';
import { runCli } from './support/run-cli';
import { stationJson } from './support/station-json';

let project: Project;
beforeEach(async () => {
  project = await makeProject('theming');
});
afterEach(() => project.remove());

const validate = async (ui: Record<string, unknown>) => {
  await project.station(7, stationJson(7, { ui }));
  return runCli(['validate', '--station', '7'], project.path);
};

describe('ui.accent', () => {
  test('a colour with enough contrast against both schemes validates quietly', async () => {
    expect(await validate({ accent: '#e11d48' })).toEqual({ code: 0, stdout: 'stations/7.json: valid\n', stderr: '' });
    expect(await validate({ accent: 'hsl(220 90% 55%)', scheme: 'Light' })).toMatchObject({ code: 0, stderr: '' });
  });

  test("a Light station's accent too dark for ?theme=dark is a warning naming that background", async () => {
    expect((await validate({ accent: 'hsl(220 90% 40%)', scheme: 'Light' })).stderr).toBe(
      `warning: stations/7.json: ui.accent: has a contrast of 2.3:1 against the Dark scheme's background #101418, which a listener sees with ?theme=dark; Play and the volume slider need at least 3:1 to be seen (docs/theming.md)\n`,
    );
  });

  test('anything but a colour is an error that says which forms work', async () => {
    expect(await validate({ accent: 'tomato; background:url(x)' })).toEqual({
      code: 1,
      stdout: '',
      stderr: 'stations/7.json: ui.accent: must be a CSS colour: #rrggbb, #rgb, rgb(…) or hsl(…); got "tomato; background:url(x)"\n',
    });
  });

  test('less than 3:1 against the scheme background is a warning naming the ratio', async () => {
    expect(await validate({ accent: '#1e293b' })).toEqual({
      code: 0,
      stdout: 'stations/7.json: valid\n',
      stderr: `warning: stations/7.json: ui.accent: has a contrast of 1.2:1 against the Dark scheme's background #101418; Play and the volume slider need at least 3:1 to be seen (docs/theming.md)\n`,
    });
    expect((await validate({ accent: '#facc15', scheme: 'light' })).stderr).toBe(
      `warning: stations/7.json: ui.accent: has a contrast of 1.4:1 against the Light scheme's background #f4f6f8; Play and the volume slider need at least 3:1 to be seen (docs/theming.md)\n`,
    );
  });

  test('a shared accent is measured against each station scheme and blamed on the config', async () => {
    await project.config({ defaults: { ui: { accent: '#facc15' } } });
    await project.station(7, stationJson(7, { ui: { scheme: 'Light' } }));
    await project.station(8, stationJson(8));
    expect((await runCli(['build', '--all'], project.path)).stderr).toContain(
      `warning: radio-embed.config.json: defaults.ui.accent: has a contrast of 1.4:1 against the Light scheme's background #f4f6f8`,
    );
  });
});

describe('parseCssColour', () => {
  test.each([
    ['#0f766e', { r: 15, g: 118, b: 110, a: 1 }],
    ['#FFF', { r: 255, g: 255, b: 255, a: 1 }],
    ['#00000080', { r: 0, g: 0, b: 0, a: 128 / 255 }],
    ['rgb(15, 118, 110)', { r: 15, g: 118, b: 110, a: 1 }],
    ['rgb(15 118 110 / 50%)', { r: 15, g: 118, b: 110, a: 0.5 }],
    ['rgba(100%,0%,0%,.25)', { r: 255, g: 0, b: 0, a: 0.25 }],
    ['hsl(0 100% 50%)', { r: 255, g: 0, b: 0, a: 1 }],
    ['hsla(120, 100%, 25%, 1)', { r: 0, g: 127.5, b: 0, a: 1 }],
  ])('%s', (text, rgba) => {
    expect(parseCssColour(text)).toEqual(rgba);
  });

  test.each(['red', '#12345', 'rgb(1,2)', 'rgb(300,0,0)', 'hsl(0, 100, 50)', 'url(x)', '#fff;x', 'rgb(1,2,3) x'])('rejects %s', (text) => {
    expect(parseCssColour(text)).toBeUndefined();
  });

  test('contrast is WCAG 2: black on white is 21:1, a colour on itself 1:1', () => {
    const [black, white] = [parseCssColour('#000')!, parseCssColour('#fff')!];
    expect(contrastRatio(black, white)).toBeCloseTo(21);
    expect(contrastRatio(white, white)).toBe(1);
  });
});

test('the scheme backgrounds are the ones player.css paints', async () => {
  const css = await readFile(resolve(import.meta.dirname, '../../runtime/ui/player.css'), 'utf8');
  const background = (selector: string) => new RegExp(`\\n${selector} \\{[^}]*--bg: var\\(--re-background, (#[\\da-f]+)\\)`).exec(css)?.[1];
  expect({ dark: background('\\.re-player'), light: background('\\.re-light') }).toEqual(SCHEME_BACKGROUNDS);
});
