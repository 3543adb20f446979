import { execFile } from 'node:child_process';
import { createServer, type ServerResponse } from 'node:http';
import { listenOnLoopback, type Listening } from './loopback';

/** What an ID3 tag names as playing: TIT2 (title) and TPE1 (artist). */
export interface StreamTrack {
  artist: string;
  title: string;
}

/**
 * A live MPEG-TS stream that carries nothing but timed ID3 metadata, the way Apple's "Timed
 * Metadata for HTTP Live Streaming" lays it out (stream type 0x15, `ID3 ` metadata descriptors,
 * PES on private_stream_1 with a PTS). ffmpeg cannot make timed ID3 from text, but it reads this
 * (`-f mpegts -i <url>`: codec `timed_id3`) and muxes it next to the audio into the HLS segments,
 * where hls.js finds it. Each GET gets its own stream, from PTS 0, with one
 * tag of the current track every `everyMs`: a player joining at any segment hears the track.
 */
export interface Id3TsStream extends Listening {
  /** The stream's URL for ffmpeg's `-i`. */
  url: string;
  /** The track the next tags name (from the next tag on, within `everyMs`). */
  setTrack(track: StreamTrack): void;
}

const PAT_PID = 0x0000;
const PMT_PID = 0x1000;
const ID3_PID = 0x0102;
const PES_PRIVATE_STREAM_1 = 0xbd;
const TS_PACKET = 188;
const PTS_HZ = 90_000;
const NULL_PACKET = Buffer.concat([Buffer.from([0x47, 0x1f, 0xff, 0x10]), Buffer.alloc(TS_PACKET - 4, 0xff)]);
const PROBE_PADDING_PACKETS = 48;

export async function startId3TsStream(first: StreamTrack, { everyMs = 1000 } = {}): Promise<Id3TsStream> {
  const cellHeader = await auCellHeaderStripped();
  let track = first;
  const streams = new Set<() => void>();
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'video/mp2t' });
    const stop = sendTags(response, () => track, everyMs, cellHeader);
    streams.add(stop);
    response.on('close', () => {
      stop();
      streams.delete(stop);
    });
  });
  const listening = await listenOnLoopback(server);
  return {
    ...listening,
    url: `${listening.url}/id3.ts`,
    setTrack(next) {
      track = next;
    },
    async close() {
      streams.forEach((stop) => stop());
      await listening.close();
    },
  };
}

/** Writes PAT, PMT and a tag now and every `everyMs` after, each stamped with the time since the start. */
function sendTags(response: ServerResponse, current: () => StreamTrack, everyMs: number, cellHeader: boolean): () => void {
  const counters = new Map<number, number>();
  let sequence = 0;
  const startedAt = performance.now();
  const send = (): void => {
    const pts = Math.round(((performance.now() - startedAt) / 1000) * PTS_HZ);
    // Tables before every tag: a reader that joins (or probes) late still finds the stream.
    response.write(
      Buffer.concat([
        packets(PAT_PID, pat(), counters),
        packets(PMT_PID, pmt(), counters),
        packets(ID3_PID, pes(id3Payload(id3Tag(current()), cellHeader && sequence++), pts), counters),
      ]),
    );
  };
  // ffmpeg reads 8 KB before it knows the packet size: null packets let it start at once.
  response.write(Buffer.concat(Array.from({ length: PROBE_PADDING_PACKETS }, () => NULL_PACKET)));
  send();
  const timer = setInterval(send, everyMs);
  return () => {
    clearInterval(timer);
    response.destroy();
  };
}

/**
 * The tag, behind a metadata AU cell header (ISO 13818-1 2.12.4: service 0, sequence number,
 * one whole cell, random access, its length) when this ffmpeg drops one (`sequence` is a number).
 */
function id3Payload(tag: Buffer, sequence: number | false): Buffer {
  if (sequence === false) return tag;
  return Buffer.concat([Buffer.from([0x00, sequence & 0xff, 0xdf, tag.length >> 8, tag.length & 0xff]), tag]);
}

let stripped: Promise<boolean> | undefined;
const auCellHeaderStripped = (): Promise<boolean> => (stripped ??= probeAuCellHeaderStripped());

/**
 * Whether this machine's ffmpeg drops the first 5 bytes of every stream-type-0x15 PES payload,
 * taking them for a metadata AU cell header. ffmpeg 5.1 (Debian 12) does; current FFmpeg does so
 * only for KLV. Asked once per process, of ffprobe, with one bare tag: the tag must reach the
 * segments whole, or hls.js finds none in them.
 */
const probeAuCellHeaderStripped = (): Promise<boolean> => new Promise((resolve, reject) => {
  const probe = execFile(
    '/usr/bin/ffprobe',
    ['-v', 'error', '-f', 'mpegts', '-select_streams', 'd', '-show_packets', '-show_data', 'pipe:0'],
    (error, stdout) => (error ? reject(error) : resolve(!/^00000000: 4944 33/m.test(stdout))),
  );
  const counters = new Map<number, number>();
  probe.stdin?.end(
    Buffer.concat([
      ...Array.from({ length: PROBE_PADDING_PACKETS }, () => NULL_PACKET),
      packets(PAT_PID, pat(), counters),
      packets(PMT_PID, pmt(), counters),
      packets(ID3_PID, pes(id3Tag({ artist: 'probe', title: 'probe' }), 0), counters),
    ]),
  );
});

// "ID3 " as the metadata application format and the metadata format (Apple's timed metadata spec).
const ID3_FORMAT = [0xff, 0xff, ...Buffer.from('ID3 '), 0xff, ...Buffer.from('ID3 ')];

/** Program 1 is in the PMT at PMT_PID. */
function pat(): Buffer {
  return psi(0x00, 1, [0x00, 0x01, 0xe0 | (PMT_PID >> 8), PMT_PID & 0xff]);
}

function pmt(): Buffer {
  const pointer = [0x25, 15, ...ID3_FORMAT, 0x00, 0x1f, 0x00, 0x01]; // metadata_pointer_descriptor
  const metadata = [0x26, 13, ...ID3_FORMAT, 0x00, 0x0f]; // metadata_descriptor
  return psi(0x02, 1, [
    0xff, 0xff, // PCR PID: none (0x1FFF), a metadata-only program
    0xf0, pointer.length,
    ...pointer,
    0x15, 0xe0 | (ID3_PID >> 8), ID3_PID & 0xff, // stream type 0x15: metadata in PES
    0xf0, metadata.length,
    ...metadata,
  ]);
}

/** A PSI section with its pointer field, header and CRC. */
function psi(tableId: number, idField: number, body: number[]): Buffer {
  const length = 5 + body.length + 4;
  const section = Buffer.from([
    tableId, 0xb0 | (length >> 8), length & 0xff,
    idField >> 8, idField & 0xff,
    0xc1, 0x00, 0x00, // version 0, current; section 0 of 0
    ...body,
  ]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(section));
  return Buffer.concat([Buffer.from([0x00]), section, crc]);
}

/** MPEG-2 CRC-32 (polynomial 0x04C11DB7, not reflected). */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte << 24;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x80000000 ? (crc << 1) ^ 0x04c11db7 : crc << 1;
  }
  return crc >>> 0;
}

function pes(payload: Buffer, pts: number): Buffer {
  const header = Buffer.from([
    0x00, 0x00, 0x01, PES_PRIVATE_STREAM_1, 0x00, 0x00,
    0x84, 0x80, 5, // data aligned; PTS only
    0x21 | ((pts / 2 ** 29) & 0x0e), (pts >> 22) & 0xff, ((pts >> 14) & 0xfe) | 1, (pts >> 7) & 0xff, ((pts << 1) & 0xfe) | 1,
  ]);
  header.writeUInt16BE(header.length - 6 + payload.length, 4);
  return Buffer.concat([header, payload]);
}

/** Cuts a PSI section or a PES into 188-byte packets; the last is filled with adaptation stuffing. */
function packets(pid: number, data: Buffer, counters: Map<number, number>): Buffer {
  const out: Buffer[] = [];
  for (let at = 0; at < data.length; at += TS_PACKET - 4) {
    const chunk = data.subarray(at, at + TS_PACKET - 4);
    const counter = counters.get(pid) ?? 0;
    counters.set(pid, (counter + 1) & 0x0f);
    const stuffing = TS_PACKET - 4 - chunk.length;
    const head = [0x47, (at === 0 ? 0x40 : 0) | (pid >> 8), pid & 0xff, (stuffing ? 0x30 : 0x10) | counter];
    const adaptation = stuffing ? [stuffing - 1, ...(stuffing > 1 ? [0x00, ...Array(stuffing - 2).fill(0xff)] : [])] : [];
    out.push(Buffer.from([...head, ...adaptation]), chunk);
  }
  return Buffer.concat(out);
}

/** An ID3v2.4 tag with UTF-8 TIT2 and TPE1 frames. */
function id3Tag({ artist, title }: StreamTrack): Buffer {
  const frame = (id: string, text: string) => {
    const body = Buffer.concat([Buffer.from([0x03]), Buffer.from(text, 'utf8')]);
    return Buffer.concat([Buffer.from(id), syncsafe(body.length), Buffer.from([0, 0]), body]);
  };
  const frames = Buffer.concat([frame('TIT2', title), frame('TPE1', artist)]);
  return Buffer.concat([Buffer.from('ID3'), Buffer.from([4, 0, 0]), syncsafe(frames.length), frames]);
}

function syncsafe(size: number): Buffer {
  return Buffer.from([(size >> 21) & 0x7f, (size >> 14) & 0x7f, (size >> 7) & 0x7f, size & 0x7f]);
}
