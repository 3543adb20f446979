// The part of pngjs 7 (PNG encoder and decoder; it ships no types) that visual-reference.ts uses.
declare module 'pngjs' {
  export class PNG {
    constructor(options: { width: number; height: number });
    width: number;
    height: number;
    /** RGBA, 4 bytes a pixel, row after row. */
    data: Buffer;
    static sync: {
      read(buffer: Buffer): PNG;
      write(png: PNG): Buffer;
    };
  }
}
