import { splitSong, type SongParts } from './split-song';

/** One source of Icecast's `/status-json.xsl`, as far as the player needs it. */
interface IcecastSource {
  listenurl: string;
  title?: unknown;
  artist?: unknown;
}

/**
 * The track of the stream's source in an Icecast status page. Stations almost always reach
 * Icecast through a proxy or CDN at another host and path (`/listen/live.mp3` → Icecast's
 * `/live.mp3`), and one Icecast serves several mounts, so the source is found by, in order:
 * 1. `mount`, the operator's name for it (`metadata.mount`, e.g. `/live.mp3`);
 * 2. the whole path of one of `streamUrls` (the host can differ: Icecast names itself by its
 *    `<hostname>`);
 * 3. the file name (last path segment) of one of `streamUrls`, when exactly one source has it;
 * 4. the only source there is.
 * Null when no source fits; undefined when the text cannot be read at all, so the caller keeps
 * the last good track.
 */
export function icecastTrack(text: string, streamUrls: readonly string[], mount = ''): SongParts | null | undefined {
  const sources = readSources(text);
  if (!sources) return undefined;
  const source = findSource(sources, streamUrls.map(pathOf), mount);
  if (!source) return null;
  // Icecast has a separate artist when the source sent one; the admin `updinfo` `song` is one line.
  // Its XSL writes number-like or true/false titles as JSON numbers/booleans, hence String().
  const artist = source.artist == null ? '' : String(source.artist);
  const title = source.title == null ? '' : String(source.title);
  return artist ? { artist: artist.trim(), title: title.trim() } : splitSong(title);
}

/**
 * The `listenurl` of the stream's source, found as `icecastTrack` finds it (null: no source
 * fits; undefined: unreadable). `radio-embed doctor` reports it, so the operator sees the mount
 * the player will follow.
 */
export function icecastSourceUrl(text: string, streamUrls: readonly string[], mount = ''): string | null | undefined {
  const sources = readSources(text);
  if (!sources) return undefined;
  return findSource(sources, streamUrls.map(pathOf), mount)?.listenurl ?? null;
}

/** Every source's `listenurl` on a status page; undefined when it cannot be read. */
export function icecastListenUrls(text: string): string[] | undefined {
  return readSources(text)?.map((s) => s.listenurl);
}

function findSource(sources: IcecastSource[], paths: string[], mount: string): IcecastSource | undefined {
  const byPath = (path: string) => sources.find((s) => pathOf(s.listenurl) === path);
  if (mount) return byPath(mount.startsWith('/') ? mount : `/${mount}`);
  const whole = paths.map(byPath).find(Boolean);
  if (whole) return whole;
  const names = new Set(paths.map(fileName).filter(Boolean));
  const sameName = sources.filter((s) => names.has(fileName(pathOf(s.listenurl))));
  if (sameName.length === 1) return sameName[0];
  return sources.length === 1 ? sources[0] : undefined;
}

const fileName = (path: string): string => path.slice(path.lastIndexOf('/') + 1);

function readSources(text: string): IcecastSource[] | undefined {
  try {
    const source = (JSON.parse(text) as { icestats?: { source?: unknown } }).icestats?.source;
    const list = source == null ? [] : Array.isArray(source) ? source : [source];
    return list.filter((s): s is IcecastSource => typeof s?.listenurl === 'string');
  } catch {
    return readMalformed(text);
  }
}

/**
 * Icecast 2.4's status page is made by an XSL template that breaks JSON on some metadata: quotes
 * left unescaped before 2.4.4, titles such as ".5" written as bare numbers, a source object left
 * without its "{". Its keys come in a fixed order (…, listenurl, …, title, "dummy"), so each source
 * is read from the text between one "listenurl" and the next. Undefined when nothing fits.
 */
function readMalformed(text: string): IcecastSource[] | undefined {
  const chunks = text.split(/(?="listenurl")/).slice(1);
  const sources = chunks.flatMap((chunk) => {
    const listenurl = /^"listenurl"\s*:\s*"([^"]*)"/.exec(chunk)?.[1];
    if (listenurl === undefined) return [];
    const match = /"title"\s*:\s*(?:"([\s\S]*?)"|([^,}"]*))\s*(?:,\s*"dummy"|,\s*"[a-z_]+"\s*:|\}|$)/.exec(chunk);
    return [{ listenurl, title: match?.[1] !== undefined ? unescapeJson(match[1]) : match?.[2]?.trim() }];
  });
  return sources.length ? sources : undefined;
}

// What 2.4.4 did escape (\", \n, \uXXXX) is read back; text that is not valid JSON stays as it is.
function unescapeJson(raw: string): string {
  try {
    return JSON.parse(`"${raw}"`) as string;
  } catch {
    return raw;
  }
}

function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}
