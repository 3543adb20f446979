import { VASTParser } from '@dailymotion/vast-client/src/parser/vast_parser.js';
import type { VastAd } from './vast-shapes';

/** Wrappers followed at most; a deeper chain is an error (VAST 302). */
const WRAPPER_LIMIT = 5;

/**
 * One VAST document (the tag, or a wrapper's) through `fetch`, cancelled by `signal` (the
 * pre-roll's timeout, or the listener's Stop). No cookies: the request says who the listener is
 * only through its documented parameters.
 */
async function fetchXml(url: string, signal: AbortSignal): Promise<Document> {
  const response = await fetch(url, { signal, credentials: 'omit' });
  if (!response.ok) throw new Error(`HTTP ${response.status} from ${url}`);
  return new DOMParser().parseFromString(await response.text(), 'text/xml');
}

/**
 * The ads of the VAST tag at `url`, wrappers followed, parsed by vast-client's VASTParser. Rejects
 * when the tag cannot be fetched or is not VAST; an empty VAST gives [].
 *
 * Why the parser module and not the package's entry (`VASTClient`): the entry's fetcher holds a
 * dynamic `import("@xmldom/xmldom")` for Node, which would put that CommonJS library — and
 * esbuild's CommonJS helper, shared with every chunk of the page — into the bundle.
 */
export async function fetchVastAds(url: string, signal: AbortSignal): Promise<VastAd[]> {
  const parser = new VASTParser({ fetcher: { fetchVAST: ({ url: wrapped }: { url: string }) => fetchXml(wrapped, signal) } } as never);
  const response = await parser.parseVAST(await fetchXml(url, signal), { url, wrapperLimit: WRAPPER_LIMIT, resolveAll: false });
  return (response.ads ?? []) as VastAd[];
}
