import { codecOfHls, codecSeverity, listBrowsers } from './codecs';
import { corsFinding, type EmbedContext, failedProbe, mixedContent, probeFrom } from './embed-context';
import { finding, type Finding } from './finding';
import { id3In } from './id3';
import { parseHlsPlaylist, type MediaPlaylist } from './hls-playlist';
import { DOCTOR_LIMITS } from './limits';
import { bodyText } from './probe';
import type { StreamFacts } from './check-stream';

/** Under this, Chromium's own HLS player keeps every second played (docs/engine.md). */
export const CHROMIUM_TRIMS_FROM_SECONDS = 6;
const PLAYLIST_BYTES = DOCTOR_LIMITS.documentBytes;
const SEGMENT_BYTES = DOCTOR_LIMITS.segmentBytes;

/**
 * An HLS source: CODECS (from the master playlist), target and segment durations, the live
 * window, and one segment (reachable, CORS, ID3 tags). `url` is the playlist's address after
 * redirects, `text` its body.
 */
export async function checkHls(context: EmbedContext, url: string, text: string, facts: StreamFacts): Promise<Finding[]> {
  const findings: Finding[] = [];
  let playlist = parseHlsPlaylist(text);
  let base = url;
  if (playlist?.kind === 'master') {
    const codecs = [...new Set(playlist.variants.map((v) => v.codecs).filter((c): c is string => Boolean(c)))];
    if (codecs.length) {
      findings.push(finding('info', 'HLS_CODECS', { codecs: codecs.join('", "') }));
      findings.push(...codecFindings(codecs.flatMap((c) => c.split(','))));
    } else findings.push(finding('warning', 'HLS_NO_CODECS'));
    const first = playlist.variants[0];
    if (!first) return [...findings, finding('error', 'HLS_NO_SEGMENTS')];
    base = new URL(first.uri, url).href;
    const media = await fetchPart(context, base, PLAYLIST_BYTES, findings);
    if (!media) return findings;
    base = media.url;
    playlist = parseHlsPlaylist(bodyText(media));
  } else if (playlist) findings.push(finding('info', 'HLS_NO_CODECS'));
  if (!playlist || playlist.kind !== 'media') return [...findings, finding('error', 'HLS_NOT_A_PLAYLIST')];
  findings.push(...durationFindings(playlist, facts));
  const last = playlist.segments.at(-1);
  if (!last) return [...findings, finding('error', 'HLS_NO_SEGMENTS')];
  const segment = await fetchPart(context, new URL(last.uri, base).href, SEGMENT_BYTES, findings);
  if (segment) findings.push(...id3Findings(id3In(segment.body), facts));
  return findings;
}

/** GETs a variant playlist or a segment; on failure its findings go to `findings`. */
async function fetchPart(context: EmbedContext, url: string, maxBytes: number, findings: Finding[]) {
  const mixed = mixedContent(context, url);
  if (mixed) findings.push(mixed);
  const result = await probeFrom(context, url, maxBytes);
  const failed = failedProbe(context, result);
  if (failed.length || !result.ok) {
    findings.push(...failed.map((f) => ({ ...f, says: `${url}: ${f.says}` })));
    return undefined;
  }
  const cors = corsFinding(context, result.headers, 'error');
  if (cors.severity !== 'info') findings.push({ ...cors, says: `${url}: ${cors.says}` });
  return result;
}

function codecFindings(entries: readonly string[]): Finding[] {
  return entries.map((entry) => {
    const codec = codecOfHls(entry);
    if (codec.missing.length === 0) return finding('info', 'PLAYS_EVERYWHERE', { codec: codec.name });
    return finding(codecSeverity(codec), 'CODEC_NOT_EVERYWHERE', { codec: codec.name, missing: listBrowsers(codec.missing) });
  });
}

function durationFindings(playlist: MediaPlaylist, facts: StreamFacts): Finding[] {
  const durations = playlist.segments.map((s) => s.duration);
  if (durations.length === 0) return [];
  const target = playlist.targetDuration ?? Math.max(...durations);
  const window = durations.reduce((a, b) => a + b, 0);
  const longest = Math.max(...durations);
  const shortest = Math.min(...durations);
  const findings = [finding('info', 'HLS_SEGMENTS', { target, longest, shortest, window, live: !playlist.ended })];
  if (playlist.ended) findings.push(finding('warning', 'HLS_ENDED'));
  // RFC 8216 §4.3.3.1: each EXTINF, rounded, is at most the target duration.
  if (Math.round(longest) > target) findings.push(finding('warning', 'HLS_SEGMENT_OVER_TARGET', { seconds: longest, target }));
  if (!playlist.ended && window < 3 * target) findings.push(finding('warning', 'HLS_SHORT_WINDOW', { window, target }));
  // The last segment of a live playlist may be cut short; the typical one is the longest.
  if (longest < CHROMIUM_TRIMS_FROM_SECONDS && facts.hlsPlayer !== 'hls.js') {
    // "auto" moves to hls.js after 45 s (a gap); "native" keeps every second played in memory.
    findings.push(finding('warning', 'HLS_SHORT_SEGMENTS', { seconds: longest, native: facts.hlsPlayer === 'native' }));
  }
  return findings;
}

function id3Findings(id3: ReturnType<typeof id3In>, facts: StreamFacts): Finding[] {
  if (id3 === 'track') {
    const findings = [finding('info', 'HLS_ID3_TRACK')];
    if (facts.metadataSource === 'stream' && facts.hlsPlayer !== 'hls.js') findings.push(finding('warning', 'HLS_ID3_NATIVE'));
    return findings;
  }
  return facts.metadataSource === 'stream' ? [finding('warning', 'HLS_NO_ID3')] : [];
}
