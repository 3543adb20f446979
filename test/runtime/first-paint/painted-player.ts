/**
 * A painted player as the build writes one (Play, Mute and its stream element) in the document,
 * for the first paint's tests: `hls` is #app's data-hls; the element's answers are the browser's
 * (happy-dom has no media stack), its clock the test's to move.
 */
export function paintedPlayer({ hls = '', canPlayHls = false, play = () => Promise.resolve(), load = () => {} }: {
  hls?: string;
  canPlayHls?: boolean;
  play?: () => Promise<void>;
  load?: () => void;
} = {}) {
  const root = document.createElement('div');
  if (hls) root.dataset.hls = hls;
  root.innerHTML = '<button class="re-btn re-btn--play" aria-label="Play"></button><button class="re-btn" aria-label="Mute"></button><audio></audio>';
  document.body.append(root);
  const audio = root.querySelector('audio')!;
  audio.play = play;
  audio.load = load;
  audio.canPlayType = (type) => (type === 'application/vnd.apple.mpegurl' && canPlayHls ? 'maybe' : '');
  const clock = { currentTime: 0 };
  Object.defineProperty(audio, 'currentTime', { get: () => clock.currentTime });
  return { root, audio, clock };
}
