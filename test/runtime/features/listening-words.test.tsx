// @vitest-environment happy-dom
// Issue 19's rule for the listening features (issue 20): every word a listener sees or hears from
// a screen reader is in the station's language, here a Spanish player's.
import { map } from 'nanostores';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import es from '../../../runtime/features/i18n/locales/es';
import { setWords } from '../../../runtime/features/i18n/words';
import { startInactivity } from '../../../runtime/features/listening/inactivity/body';
import { startShortcuts } from '../../../runtime/features/listening/shortcuts/body';
import { openListeningMenu } from '../../../runtime/features/listening/menu/body';
import { ListeningButton } from '../../../runtime/features/listening/menu/ListeningButton';
import { PlayerContext } from '../../../runtime/player/context';
import { listeningStores } from '../../../runtime/features/listening/stores';
import { createPlayerStores } from '../../../runtime/player/player-stores';
import type { Player } from '../../../runtime/player/types';

function player() {
  const playback = map({ playStream: true, playing: true, muted: false, volume: 80 });
  const request = { play: vi.fn(), stop: vi.fn(() => playback.setKey('playStream', false)), toggleMute: vi.fn(), setVolume: vi.fn() };
  const own = listeningStores();
  const handle = { request, station: null, stores: { ...createPlayerStores(), playback }, storesOf: () => own } as unknown as Player;
  return { playback, request, handle };
}
const said = () => document.querySelector('[role="status"]')!.textContent;

beforeEach(() => {
  vi.useFakeTimers();
  setWords(es);
  document.body.innerHTML = '<main class="re-player"><div id="bar"></div></main>';
});
afterEach(() => {
  setWords({});
  vi.useRealTimers();
});

test('Listening options, its sleep timer and what it says, in Spanish', () => {
  const { handle } = player();
  const bar = document.getElementById('bar')!;
  act(() =>
    render(
      <PlayerContext.Provider value={handle}>
        <ListeningButton />
      </PlayerContext.Provider>,
      bar,
    ),
  );
  expect(bar.querySelector('button')!.getAttribute('aria-label')).toBe('Opciones de escucha');
  act(() => openListeningMenu(document, handle));
  const dialog = document.querySelector('[role="dialog"]')!;
  expect(dialog.getAttribute('aria-label')).toBe('Opciones de escucha');
  expect(dialog.querySelector('h2')!.textContent).toBe('Opciones de escucha');
  const group = dialog.querySelector('[role="group"]')!;
  expect(group.getAttribute('aria-label')).toBe('Temporizador');
  expect(group.textContent).toContain('Detener en');
  expect([...group.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['15 min', '30 min', '60 min', '90 min', 'Desactivado']);
  expect(dialog.querySelector('[role="switch"]')!.textContent).toBe('Menos datos');
  // No bitrate declared: no estimate, and no "not declared" a listener could not act on.
  expect(dialog.querySelector('#re-data-use')).toBeNull();
  expect(dialog.querySelector('[role="switch"]')!.hasAttribute('aria-describedby')).toBe(false);
  expect(dialog.querySelector('.re-head-close')!.getAttribute('aria-label')).toBe('Cerrar');
  // The help: in words at the end of the panel, and as its key in the header (the small strips').
  expect([...dialog.querySelectorAll('button')].at(-1)!.textContent).toBe('Atajos de teclado');
  expect(dialog.querySelector('.re-head .re-panel-key')!.getAttribute('aria-label')).toBe('Atajos de teclado');
  act(() => group.querySelectorAll('button')[0]!.click());
  expect(bar.querySelector('button')!.getAttribute('aria-label')).toBe('Opciones de escucha, temporizador: quedan 15 min');
  act(() => void vi.advanceTimersByTime(100));
  expect(said()).toBe('Temporizador: la transmisión se detiene en 15 minutos');
  act(() => openListeningMenu(document, handle));
  act(() => [...document.querySelectorAll<HTMLButtonElement>('[role="dialog"] [role="group"] button')].at(-1)!.click());
  act(() => void vi.advanceTimersByTime(100));
  expect(said()).toBe('Temporizador desactivado');
  render(null, bar);
});

test('"Are You There?" in Spanish: the question, its button, and what is said', () => {
  const { playback, request } = player();
  const stop = startInactivity(document, 1, playback, request);
  act(() => void vi.advanceTimersByTime(60_000));
  const dialog = document.querySelector('[role="dialog"]')!;
  expect(dialog.getAttribute('aria-label')).toBe('¿Sigue ahí?');
  expect(dialog.querySelector('h2')!.textContent).toBe('¿Sigue ahí?');
  expect(document.activeElement?.textContent).toBe('Seguir escuchando');
  act(() => void vi.advanceTimersByTime(100));
  expect(said()).toBe('¿Sigue ahí? La reproducción se detendrá en un minuto a menos que elija Seguir escuchando.');
  act(() => void vi.advanceTimersByTime(60_000));
  expect(document.querySelector('[role="dialog"]')).toBeNull();
  act(() => void vi.advanceTimersByTime(100));
  expect(said()).toBe('Reproducción detenida: nadie respondió');
  stop();
});

test("the shortcuts' help in Spanish", () => {
  const { playback, request } = player();
  const stop = startShortcuts(document, playback, request);
  act(() => void document.dispatchEvent(new KeyboardEvent('keydown', { key: '?', bubbles: true })));
  const dialog = document.querySelector('[role="dialog"]')!;
  expect(dialog.getAttribute('aria-label')).toBe('Atajos de teclado');
  expect(dialog.querySelector('dt')!.textContent).toBe('Espacio o K');
  expect([...dialog.querySelectorAll('dd')].map((d) => d.textContent)).toEqual([
    'Reproducir o detener',
    'Silenciar o activar sonido',
    'Subir volumen 5 %',
    'Bajar volumen 5 %',
    'Cerrar un menú o diálogo',
    'Mostrar estos atajos',
  ]);
  expect(dialog.querySelector('h2')!.textContent).toBe('Atajos de teclado');
  expect(dialog.querySelector('.re-head button')!.getAttribute('aria-label')).toBe('Cerrar');
  stop();
});
