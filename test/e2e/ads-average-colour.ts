// The average colour of a screenshot, decoded by ffmpeg (no image library in the project): what a
// test checks to know that a video's frames, not a black box, reach the screen.
import { spawn } from 'node:child_process';

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** The mean colour of a PNG, as ffmpeg scales it down to one pixel. */
export function averageColour(png: Buffer): Promise<Rgb> {
  return new Promise((resolve, reject) => {
    const args = ['-hide_banner', '-loglevel', 'error', '-f', 'png_pipe', '-i', 'pipe:0'];
    const ffmpeg = spawn('/usr/bin/ffmpeg', [...args, '-vf', 'scale=1:1:flags=area', '-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1']);
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    ffmpeg.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    ffmpeg.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    ffmpeg.on('error', reject);
    ffmpeg.on('close', (code) => {
      const [r, g, b] = Buffer.concat(out);
      if (code !== 0 || b === undefined) reject(new Error(`ffmpeg could not read the screenshot: ${Buffer.concat(err).toString()}`));
      else resolve({ r: r!, g: g!, b });
    });
    ffmpeg.stdin.end(png);
  });
}

/** Whether two colours are the same to the eye, give or take video compression and scaling. */
export const sameColour = (a: Rgb, b: Rgb, tolerance = 40): boolean =>
  Math.abs(a.r - b.r) <= tolerance && Math.abs(a.g - b.g) <= tolerance && Math.abs(a.b - b.b) <= tolerance;
