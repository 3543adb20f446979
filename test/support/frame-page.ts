/**
 * The little a frame-matrix cell needs from a browser page, so the same checks run in Chromium
 * (playwright), Firefox (puppeteer) and any other engine an adapter is written for. Everything is
 * what a listener does: a viewport of the frame's size, real mouse moves and clicks at a point,
 * real key presses, and screenshots.
 */
export interface FramePage {
  /** `chromium`, `firefox`, … — names the screenshot folder. */
  readonly engine: string;
  /** The frame's size in CSS pixels (the iframe's viewport). */
  setSize(width: number, height: number): Promise<void>;
  goto(url: string): Promise<void>;
  /** Runs a JavaScript expression in the page and returns its (JSON-serialisable) value. */
  evaluate(expression: string): Promise<unknown>;
  /** A real mouse click (move, press, release) at the viewport point. */
  clickAt(x: number, y: number): Promise<void>;
  /** A real mouse move to the viewport point (hover). */
  moveTo(x: number, y: number): Promise<void>;
  /** A real key press, e.g. `Tab`, `Escape`. */
  press(key: string): Promise<void>;
  /**
   * Brings the browser window to the front, as a listener's window is when they use it: a headless
   * browser's window can lose the system focus, and then no element shows `:focus-visible`.
   */
  bringToFront(): Promise<void>;
  /** A PNG of the viewport. */
  screenshot(file: string): Promise<void>;
  /** What the browser printed, where it is seen (WebKit's processes, GStreamer among them): a failed start says why. */
  output?(): string;
}
