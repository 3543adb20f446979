import { parsePlaylist } from '../../contract/stream-rules/playlist-text';
import { inferStreamType } from '../../contract/stream-rules/stream-type';
import { checkHls } from './check-hls';
import { checkIcecastStatus } from './check-services';
import { codecOfType, codecSeverity, HLS_TYPES, listBrowsers, PLAYLIST_TYPES } from './codecs';
import { corsFinding, type EmbedContext, failedProbe, probeFrom, upgradedContent } from './embed-context';
import { finding, type Finding, type Subject } from './finding';
import { DOCTOR_LIMITS } from './limits';
import { bodyText, mediaType, type Probe } from './probe';

/** Chromium starts an MP3 stream once it holds about this much (docs/operators.md). */
export const CHROMIUM_MP3_START_BYTES = DOCTOR_LIMITS.streamBytes;
/** Above this, the wait for the first 128 KB is something a listener notices. */
const SLOW_START_MS = 1000;

/** What the station says about how it is played, beyond the stream's URL. */
export interface StreamFacts {
  metadataSource: string;
  hlsPlayer: string | undefined;
}

/**
 * A configured stream source: reachable, its type, whether the browsers play it and (Icecast)
 * how fast Chromium can start it. A playlist (M3U/PLS) is checked, then each stream it lists.
 */
export async function checkStream(context: EmbedContext, setting: string, url: string, facts: StreamFacts, depth = 0): Promise<Subject[]> {
  const findings: Finding[] = [];
  const subject: Subject = { setting, url, findings };
  // An <audio> element's http:// source is upgraded to https:// by the browsers, not blocked.
  const [mixed, result] = await Promise.all([upgradedContent(context, url, 'error'), probeFrom(context, url, CHROMIUM_MP3_START_BYTES)]);
  if (mixed) findings.push(mixed);
  const failed = failedProbe(context, result);
  if (failed.length || !result.ok) return [{ ...subject, findings: [...findings, ...failed] }];
  const type = mediaType(result.headers);
  findings.push(finding('info', 'ANSWERS', { status: result.status, type }));
  // A playlist type is read as text whatever bytes it holds (a control byte in CODECS included).
  const text = HLS_TYPES.has(type) || PLAYLIST_TYPES.has(type) || looksLikeText(result.body) ? bodyText(result) : '';
  if ((HLS_TYPES.has(type) || text.startsWith('#EXTM3U')) && text.includes('#EXT-X-')) {
    // The player fetches HLS itself where hls.js plays it (Firefox, and Chromium when chosen).
    findings.push(corsFinding(context, result.headers, 'error'));
    return [{ ...subject, findings: [...findings, ...(await checkHls(context, result.url, text, facts))] }];
  }
  if (depth === 0 && (PLAYLIST_TYPES.has(type) || /^\s*\[playlist\]/i.test(text) || (text && /\.(m3u|pls)$/i.test(new URL(url).pathname)))) {
    return checkPlaylist(context, subject, result.url, text, result.headers, facts);
  }
  // Announced as HLS, but no playlist: "Content-Type <HLS>, not <HLS>" would say nothing.
  if (HLS_TYPES.has(type)) return [{ ...subject, findings: [...findings, finding('error', 'HLS_NOT_A_PLAYLIST')] }];
  findings.push(...audioFindings(context, url, type, result), ...(await rangeFindings(context, result)));
  if (isIcecast(result.headers) && facts.metadataSource === 'stream') {
    // The player would show no track; the server's own status page is what it could read.
    const statusUrl = new URL('/status-json.xsl', result.url).href;
    findings.push(finding('warning', 'ICECAST_WITHOUT_STATUS', { statusUrl }));
    const status = await checkIcecastStatus(context, statusUrl, [url], undefined, 'warning');
    return [subject, { ...status, setting: `${setting} → Icecast status page` }];
  }
  return [subject];
}

/** Icecast names itself in `Server` and sends `icy-*` / `ice-audio-info` headers. */
function isIcecast(headers: Headers): boolean {
  return /icecast/i.test(headers.get('server') ?? '') || headers.has('ice-audio-info') || headers.has('icy-name');
}

async function checkPlaylist(
  context: EmbedContext,
  subject: Subject,
  base: string,
  text: string,
  headers: Headers,
  facts: StreamFacts,
): Promise<Subject[]> {
  // The runtime reads the playlist with fetch (runtime/streams/playlist.ts).
  subject.findings.push(corsFinding(context, headers, 'error'));
  const urls = parsePlaylist(text, base) ?? [];
  if (urls.length === 0) {
    subject.findings.push(finding('error', 'PLAYLIST_EMPTY'));
    return [subject];
  }
  // A hostile playlist lists thousands: the player tries them in order, so the first few matter.
  const checked = urls.slice(0, DOCTOR_LIMITS.playlistEntries);
  subject.findings.push(finding('info', 'PLAYLIST_LISTS', { urls: checked }));
  if (urls.length > checked.length) subject.findings.push(finding('warning', 'PLAYLIST_LONG', { entries: urls.length, checked: checked.length }));
  const entries = await Promise.all(checked.map((entry, i) => checkStream(context, `${subject.setting} → entry ${i + 1}`, entry, facts, 1)));
  return [subject, ...entries.flat()];
}

function audioFindings(context: EmbedContext, url: string, type: string, result: Extract<Probe, { ok: true }>): Finding[] {
  const findings: Finding[] = [];
  const codec = codecOfType(type);
  const named = inferStreamType(url);
  if (!codec) {
    const expected = named === 'AAC' ? 'audio/aac' : named === 'MP3' ? 'audio/mpeg' : 'application/vnd.apple.mpegurl (an HLS playlist)';
    findings.push(finding('error', 'WRONG_CONTENT_TYPE', { type, expected }));
    return findings;
  }
  if (codec.missing.length === 0) findings.push(finding('info', 'PLAYS_EVERYWHERE', { codec: codec.name }));
  else findings.push(finding(codecSeverity(codec), 'CODEC_NOT_EVERYWHERE', { codec: codec.name, missing: listBrowsers(codec.missing) }));
  if (named === 'HLS') findings.push(finding('warning', 'NAMED_AS_HLS', { codec: codec.name }));
  // Only MP3 waits for 128 KB in Chromium; AAC starts at once with any burst (docs/operators.md).
  if (codec.name === 'MP3') {
    if (result.msToLimit === undefined) {
      if (result.timedOut) findings.push(finding('warning', 'NO_BURST', { seconds: context.timeoutMs / 1000 }));
    }
    else if (result.msToLimit > SLOW_START_MS) findings.push(finding('warning', 'SLOW_START', { seconds: result.msToLimit / 1000 }));
    else findings.push(finding('info', 'FAST_START', { seconds: result.msToLimit / 1000 }));
  }
  return findings;
}

/**
 * An answer with a length (a file, or a server that gives a live stream one) whose server ignores
 * `Range`: WebKit asks for the last 128 bytes (an ID3v1 tag) while the download is under way, and
 * an answer from byte 0 stops it before the first sound (docs/operators.md "A stream that is a
 * file"). Asked only where that request would come: a live stream has no length.
 */
async function rangeFindings(context: EmbedContext, result: Extract<Probe, { ok: true }>): Promise<Finding[]> {
  const length = Number(result.headers.get('content-length') ?? NaN);
  if (!(length > 128)) return [];
  const tail = await probeFrom(context, result.url, 128, { Range: 'bytes=-128' });
  // No second answer: the first check said what the address does; nothing more to judge.
  if (!tail.ok || tail.status === 206 || tail.status >= 400) return [];
  return [finding('warning', 'FILE_WITHOUT_RANGES', { bytes: length, status: tail.status })];
}

/** Playlists are short text; audio is binary from its first bytes. */
function looksLikeText(body: Uint8Array): boolean {
  const head = body.subarray(0, 512);
  return head.length > 0 && head.every((b) => b === 9 || b === 10 || b === 13 || (b >= 32 && b !== 127 && b !== 0xff));
}
