import { startProcess, type RunningProcess } from './child-process';
import type { Icecast } from './icecast';
import { LIVE_AAC, LIVE_MP3, toneFile, type ToneEncoding } from './tone-files';
import { waitFor } from './wait-for';

/** A station's encoder: ffmpeg publishing a sine tone to an Icecast mount, in real time. */
export interface IcecastSource {
  /** e.g. `/live.mp3` */
  mount: string;
  /** The listener URL, `http://127.0.0.1:<port><mount>`. */
  url: string;
  /** (Re)starts publishing and resolves once the mount is listed as live. No-op when running. */
  start(): Promise<void>;
  /** Stops publishing and resolves once Icecast no longer lists the mount. Safe to call twice. */
  stop(): Promise<void>;
  isRunning(): boolean;
}

export type IcecastFormat = 'mp3' | 'aac';

export interface IcecastSourceOptions {
  format: IcecastFormat;
  /** Defaults to `/live.mp3` or `/live.aac`. */
  mount?: string;
  /** Tone frequency in Hz; 440 by default. */
  frequency?: number;
}

/** Each format's tone (encoded once per run: tone-files.ts), and how it goes to Icecast. */
const FORMATS: Record<IcecastFormat, { tone: ToneEncoding; send: string[] }> = {
  mp3: { tone: LIVE_MP3, send: ['-content_type', 'audio/mpeg', '-f', 'mp3'] },
  aac: { tone: LIVE_AAC, send: ['-content_type', 'audio/aac', '-f', 'adts'] },
};

export async function startIcecastSource(
  icecast: Icecast,
  { format, mount = `/live.${format}`, frequency = 440 }: IcecastSourceOptions,
): Promise<IcecastSource> {
  let ffmpeg: RunningProcess | undefined;
  const isLive = async () => (await icecast.sources()).some((source) => source.mount === mount);

  const source: IcecastSource = {
    mount,
    url: icecast.mountUrl(mount),
    isRunning: () => ffmpeg?.isRunning() ?? false,
    async start() {
      if (ffmpeg?.isRunning()) return;
      const tone = await toneFile(frequency, FORMATS[format].tone);
      // In real time (`-re`), as an encoder sends; copied, not encoded again (tone-files.ts says why).
      const running = startProcess('ffmpeg', '/usr/bin/ffmpeg', [
        ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-re'],
        ...['-stream_loop', '-1', '-i', tone, '-c:a', 'copy'],
        ...FORMATS[format].send,
        icecast.sourceUrl(mount),
      ]);
      ffmpeg = running;
      try {
        await waitFor(
          async () => {
            if (!running.isRunning()) throw new Error(`ffmpeg exited: ${running.output()}`);
            return isLive();
          },
          { timeoutMs: 15_000, what: `Icecast mount ${mount} to go live` },
        );
      } catch (error) {
        await running.stop();
        throw error;
      }
    },
    async stop() {
      if (!ffmpeg?.isRunning()) return;
      await ffmpeg.stop();
      await waitFor(async () => !(await isLive()), {
        timeoutMs: 15_000,
        what: `Icecast mount ${mount} to go away`,
      });
    },
  };
  await source.start();
  return source;
}
