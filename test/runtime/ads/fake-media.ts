/**
 * A media element that plays only when told: the tests move it through the browser's events
 * (canplay, playing, timeupdate, ended, error) with fake timers in between.
 */
export class FakeMedia extends EventTarget {
  src = '';
  preload = '';
  currentTime = 0;
  duration = Number.NaN;
  paused = true;
  muted = false;
  volume = 1;
  ended = false;
  error: { code: number; message: string } | null = null;
  /** What play() does: resolve, or reject with an error of this name. */
  playResult: 'ok' | 'NotAllowedError' | 'NotSupportedError' = 'ok';
  readonly calls: string[] = [];
  playable = new Set(['audio/mpeg', 'video/mp4']);

  canPlayType(type: string): string {
    return this.playable.has(type) ? 'maybe' : '';
  }

  play(): Promise<void> {
    this.calls.push('play');
    if (this.playResult !== 'ok') return Promise.reject(Object.assign(new Error(this.playResult), { name: this.playResult }));
    this.paused = false;
    return Promise.resolve();
  }

  pause(): void {
    this.calls.push('pause');
    this.paused = true;
  }

  load(): void {
    this.calls.push('load');
  }

  removeAttribute(name: string): void {
    if (name === 'src') this.src = '';
  }

  setAttribute(): void {}

  remove(): void {}

  fire(type: string): void {
    this.dispatchEvent(new Event(type));
  }

  /** The media reached `seconds` while playing. */
  at(seconds: number): void {
    this.currentTime = seconds;
    this.fire('timeupdate');
  }

  asElement(): HTMLMediaElement {
    return this as unknown as HTMLMediaElement;
  }
}
