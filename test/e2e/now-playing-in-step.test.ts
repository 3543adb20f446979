// Issue 17 §2, measured: a polled title (Icecast status) changes when the listener hears the
// change, not when the server makes it. ffmpeg publishes a tone that jumps from 440 Hz to 880 Hz
// at a known moment while the test sets the new title through Icecast's updinfo at that moment.
// In a real Chromium the page's own audio is analysed (Web Audio on the stream element): the
// time the listener hears the jump and the time the track line changes are both taken from the
// page's clock, and must lie within 2 s of each other. The listener joins once the station has
// been on air longer than Icecast's 256 KB burst (16.4 s at 128 kbit/s), as a listener of a
// station on air does: they hear ~17 s behind the live edge. Chromium's `buffered` shows only ~2 s
// of that (its demuxer's read-ahead; the rest is received but not counted), so the line changed
// 14 s early until the burst was measured (metadata/sync/stream-delay.ts); joining in the first
// seconds, as this test first did, hid it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, type ChromiumSession } from '../support/chromium';
import { startProcess, type RunningProcess } from '../support/child-process';
import { startIcecast, type Icecast } from '../support/icecast';
import { serveStation, type ServedStation } from '../support/served-station';
import { waitFor } from '../support/wait-for';

const MOUNT = '/step.mp3';
/** Seconds after ffmpeg starts at which the listener presses Play: past the 16.4 s burst. */
const JOIN_AT_S = 18;
/** Seconds after ffmpeg starts at which the tone (and the title) changes. */
const CHANGE_AT_S = 32;

describe('the track line in step with the audio (Chromium, Icecast)', () => {
  let icecast: Icecast;
  let ffmpeg: RunningProcess | undefined;
  let station: ServedStation | undefined;
  let browser: ChromiumSession | undefined;
  let startedAt = 0;

  beforeAll(async () => {
    icecast = await startIcecast();
    startedAt = Date.now();
    ffmpeg = startProcess('ffmpeg', '/usr/bin/ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-re'],
      ...['-f', 'lavfi', '-i', `aevalsrc=0.5*sin(2*PI*if(lt(t\\,${CHANGE_AT_S})\\,440\\,880)*t):s=44100`, '-ac', '2'],
      ...['-c:a', 'libmp3lame', '-b:a', '128k', '-content_type', 'audio/mpeg', '-f', 'mp3'],
      icecast.sourceUrl(MOUNT),
    ]);
    await waitFor(async () => (await icecast.sources()).some((s) => s.mount === MOUNT), { timeoutMs: 15_000, what: 'the mount to go live' });
    await icecast.updateMetadata(MOUNT, 'Low - Tone');
    station = await serveStation({
      station: { sid: 9711, title: 'In Step FM' },
      data: { audioHtml: icecast.mountUrl(MOUNT) },
      metadata: { source: 'icecast', url: `${icecast.baseUrl}/status-json.xsl`, intervalMs: 1000 },
    });
    browser = await launchChromium({ autoplay: true });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await station?.close();
    await ffmpeg?.stop();
    await icecast?.stop();
  });

  it('changes the line within 2 s of the audible change', async () => {
    const page = browser!.page;
    await page.goto(station!.url());
    await waitFor(async () => (await page.evaluate(() => document.querySelector('.re-track')?.textContent)) === 'Tone - Low', {
      timeoutMs: 15_000,
      what: 'the first title',
    });
    // Analyse what the element plays (CORS: Icecast answers with Access-Control-Allow-Origin: *).
    await page.evaluate(() => {
      const audio = document.querySelector('audio')!;
      audio.crossOrigin = 'anonymous';
      const marks: Record<string, number> = ((window as unknown as { __marks: Record<string, number> }).__marks = {});
      new MutationObserver(() => {
        if (document.querySelector('.re-track')?.textContent === 'Tone - High') marks.line ??= performance.now();
      }).observe(document.querySelector('.re-track')!, { childList: true, characterData: true, subtree: true });
      audio.addEventListener('playing', () => {
        const context = new AudioContext();
        const analyser = context.createAnalyser();
        analyser.fftSize = 2048;
        context.createMediaElementSource(audio).connect(analyser);
        analyser.connect(context.destination);
        const bins = new Float32Array(analyser.frequencyBinCount);
        const hz = context.sampleRate / analyser.fftSize;
        setInterval(() => {
          analyser.getFloatFrequencyData(bins);
          let top = 0;
          for (let i = 1; i < bins.length; i++) if (bins[i]! > bins[top]!) top = i;
          const frequency = top * hz;
          if (frequency > 300 && frequency < 660) marks.low ??= performance.now();
          if (frequency > 660 && frequency < 1000 && marks.low) marks.audible ??= performance.now();
        }, 20);
      }, { once: true });
    });
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, startedAt + JOIN_AT_S * 1000 - Date.now())));
    await page.click('button[aria-label="Play"]');
    await waitFor(async () => page.evaluate(() => !!(window as unknown as { __marks: { low?: number } }).__marks.low), {
      timeoutMs: 20_000,
      what: 'the low tone to be heard',
    });
    // The server changes tone and title together.
    const wait = startedAt + CHANGE_AT_S * 1000 - Date.now();
    expect(wait).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, wait));
    console.log('the element at the change (s):', await page.evaluate(() => {
      const a = document.querySelector('audio')!;
      const ends = (r: TimeRanges) => Array.from({ length: r.length }, (_, i) => [r.start(i), r.end(i)]);
      return JSON.stringify({ t: a.currentTime, buffered: ends(a.buffered), ahead: a.buffered.length ? a.buffered.end(a.buffered.length - 1) - a.currentTime : 0 });
    }));
    await icecast.updateMetadata(MOUNT, 'High - Tone');
    const changedAt = await page.evaluate(() => performance.now());
    await waitFor(
      async () => page.evaluate(() => {
        const marks = (window as unknown as { __marks: { audible?: number; line?: number } }).__marks;
        return !!marks.audible && !!marks.line;
      }),
      { timeoutMs: 60_000, what: 'the high tone heard and the line changed' },
    );
    const marks = await page.evaluate(() => (window as unknown as { __marks: { audible: number; line: number } }).__marks);
    const offBy = Math.round(marks.line - marks.audible);
    console.log(
      `server change → heard: ${Math.round(marks.audible - changedAt)} ms; server change → line: ${Math.round(marks.line - changedAt)} ms; line − heard: ${offBy} ms`,
    );
    // The whole burst stood between the server and the listener (else this proves the easy case).
    expect(marks.audible - changedAt).toBeGreaterThan(12_000);
    expect(Math.abs(offBy)).toBeLessThanOrEqual(2000);
    expect(browser!.pageErrors).toEqual([]);
  }, 120_000);
});
