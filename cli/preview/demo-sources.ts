import type { StationFile } from '../schema/station-file';

/**
 * Hosts that can never carry a real stream (RFC 2606/6761): `*.example`, and example.com,
 * .net and .org with their subdomains. The demo station and scaffolded ones use them.
 */
export function isReservedExampleHost(hostname: string): boolean {
  return /(^|\.)example$/i.test(hostname) || /(^|\.)example\.(com|net|org)$/i.test(hostname);
}

const STREAM_FIELDS = ['audioHls', 'audioFlash', 'audioHtml'] as const;

/**
 * For preview: a station whose every stream is on a reserved example host plays the built-in
 * demo stream instead (MP3, so every browser plays it natively). Returns the host it replaced,
 * or undefined when the station has a real stream (then it is left alone).
 */
export function useDemoStream(station: StationFile, demoUrl: string): { station: StationFile; replacedHost?: string } {
  const hosts = STREAM_FIELDS.flatMap((field) => {
    const url = station.data[field];
    return url ? [new URL(url).hostname] : [];
  });
  if (hosts.length === 0 || !hosts.every(isReservedExampleHost)) return { station };
  const data = { ...station.data, audioHls: undefined, audioFlash: undefined, audioHtml: demoUrl };
  return { station: { ...station, data }, replacedHost: hosts[0] };
}
