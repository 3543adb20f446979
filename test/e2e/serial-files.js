// The end-to-end files that run apart from the others: the e2e-serial project (vitest.config.ts),
// read also by scripts/split-e2e-report.js, which tells the two groups' results apart.
//
// The end-to-end files share nothing (servers on port 0, unique temp dirs, fresh browser profiles,
// an Xvfb display each), so they run side by side: a new file is parallel by default. Only these
// run apart from the others, first (group 1, the parallel files group 2, in one vitest run: `npm
// test` runs both with only the unit tests beside them), two at a time: each times something in
// real time (real audio playing, a click's answer) against a bound that the busy CPU of the
// parallel group would move.
export const SERIAL_E2E_FILES = [
  // the gap between the tone a listener hears change and the track line changing (≤ 2 s)
  'test/e2e/now-playing-in-step.test.ts',
  // the longest silence while Chromium's own HLS hands over to hls.js (< 1.5 s)
  'test/e2e/engine-hls-held-audio.test.ts',
  // how long Icecast's 64 KB burst keeps a listener waiting (3 to 6 s, in real time)
  'test/e2e/doctor-icecast.test.ts',
  // Three more time real work against a fixed margin, which a busy CPU stretches (each failed
  // beside the parallel group on a loaded machine): Play → stream request framed within 400 ms
  // of direct, and within 4 s past a cookie sync that answers in 6 s (its timeout is 1 s); the
  // doctor's 128 KB start under its 1 s bar, and `doctor --all` within 6 s.
  'test/e2e/consent-host-cmp.test.ts',
  'test/e2e/tracking-integrations.test.ts',
  'test/e2e/doctor-http.test.ts',
];
