/**
 * Reading Icecast 2.4's `/status-json.xsl`. That page is made by an XSL template: a lone source is
 * an object instead of an array, and 2.4 releases before 2.4.4 emit metadata unescaped, which
 * breaks the JSON; a failed parse falls back to reading the sources out of the text.
 */
export interface IcecastSourceStatus {
  /** The mount path, e.g. `/live.mp3`. */
  mount: string;
  listeners: number;
  /** The current song title (from `updinfo` or stream metadata), when Icecast reports one. */
  title?: string;
}

export function parseIcecastStatus(text: string): IcecastSourceStatus[] {
  try {
    return fromJson(JSON.parse(text));
  } catch {
    return fromText(text);
  }
}

function fromJson(json: unknown): IcecastSourceStatus[] {
  const source = (json as { icestats?: { source?: unknown } }).icestats?.source;
  const sources = source === undefined ? [] : Array.isArray(source) ? source : [source];
  return sources.flatMap((entry: Record<string, unknown>) => {
    if (typeof entry?.listenurl !== 'string') return [];
    return [
      {
        mount: mountOf(entry.listenurl),
        listeners: Number(entry.listeners ?? 0),
        ...(entry.title === undefined ? {} : { title: String(entry.title) }),
      },
    ];
  });
}

// Each source object in 2.4's template lists its keys in one fixed order (… listeners, listenurl,
// … title, dummy), so the text between two `"listenurl"` keys belongs to one source each side.
function fromText(text: string): IcecastSourceStatus[] {
  const chunks = text.split(/(?="listenurl")/);
  return chunks.slice(1).flatMap((chunk, index) => {
    const url = /^"listenurl"\s*:\s*"([^"]*)"/.exec(chunk)?.[1];
    if (url === undefined) return [];
    const counts = [...chunks[index]!.matchAll(/"listeners"\s*:\s*(\d+)/g)];
    const listeners = Number(counts.at(-1)?.[1] ?? 0);
    const title = /"title"\s*:\s*"([\s\S]*?)"\s*,\s*"dummy"/.exec(chunk)?.[1];
    return [{ mount: mountOf(url), listeners, ...(title === undefined ? {} : { title }) }];
  });
}

function mountOf(listenUrl: string): string {
  try {
    return new URL(listenUrl).pathname;
  } catch {
    return listenUrl.replace(/^[a-z]+:\/\/[^/]*/i, '');
  }
}
