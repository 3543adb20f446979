/**
 * The Content-Security-Policy grammar (CSP Level 3 §2.2–2.3), for every value that becomes part of
 * a policy: each is parsed and refused with a reason unless it is one well-formed token of the
 * kind its directive takes. A separator (`;` ends a directive, `,` starts a second policy), a
 * space, a quote or a control character can then never reach a header.
 *
 * In contract/ because the station schema (station-file/url.ts) checks with it that a URL setting's
 * host can be named in the page's policy; the build (cli/csp/) writes policies with it. The runtime
 * never reads it.
 */

/** `host-char = ALPHA / DIGIT / "-"`; one leading `*.` label or `*` alone. */
const HOST = /^(?:\*|(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*)$/i;
const SCHEME = /^[a-z][a-z0-9+.-]*$/i;
const PORT = /^(?:\d{1,5}|\*)$/;
/**
 * A path: RFC 3986 characters, except `;` and `,` (CSP separators, which the spec asks to
 * percent-encode), `$` (nginx would read a variable) and quotes; `%` only as `%XX`.
 */
const PATH = /^(?:\/(?:[a-z0-9\-._~!&()*+=:@]|%[0-9a-f]{2})*)+$/i;
const BASE64 = /^[a-z0-9+/_-]+={0,2}$/i;
const KEYWORDS = new Set([
  "'self'",
  "'none'",
  "'unsafe-inline'",
  "'unsafe-eval'",
  "'wasm-unsafe-eval'",
  "'unsafe-hashes'",
  "'strict-dynamic'",
  "'report-sample'",
  "'inline-speculation-rules'",
]);

/**
 * Why `token` is not a source expression (`'self'`, `'sha256-…'`, `https:`, `*.radio.example`,
 * `https://cdn.radio.example:8443/js/`), or undefined when it is one.
 */
export function sourceExpressionProblem(token: string): string | undefined {
  if (token === '') return 'it is empty';
  const outside = /[^\x21-\x7e]/.exec(token)?.[0];
  if (outside !== undefined) return outsideAsciiProblem(outside);
  if (token.includes(';')) return "';' would end the directive";
  if (token.includes(',')) return "',' would start a second policy";
  if (token.startsWith("'")) return quotedProblem(token);
  if (token.includes('"')) return 'a double quote cannot be in a source';
  const schemeOnly = /^([^:/]+):$/.exec(token);
  if (schemeOnly) return SCHEME.test(schemeOnly[1]!) ? undefined : `"${schemeOnly[1]}" is not a URL scheme`;
  return hostSourceProblem(token);
}

function outsideAsciiProblem(char: string): string {
  const code = char.codePointAt(0)!;
  if (char === ' ') return 'a space would split it into two sources';
  if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return `${describeChar(char)}, a control character, cannot be in a header`;
  return `${describeChar(char)} is outside ASCII (a host outside ASCII is written in punycode, xn--…)`;
}

function quotedProblem(token: string): string | undefined {
  const lower = token.toLowerCase();
  if (KEYWORDS.has(lower)) return undefined;
  const hashOrNonce = /^'(sha256|sha384|sha512|nonce)-(.*)'$/i.exec(token);
  if (hashOrNonce) return BASE64.test(hashOrNonce[2]!) ? undefined : `the ${hashOrNonce[1]} value is not base64`;
  return `${token} is not a CSP keyword ('self', 'none', a 'sha256-…' hash, …)`;
}

/** `[scheme "://"] host [":" port] [path]`, each part by the grammar. */
function hostSourceProblem(token: string): string | undefined {
  const match = /^(?:([^:/]*):\/\/)?([^:/]*)(?::([^/]*))?(\/.*)?$/.exec(token);
  if (!match) return 'it is neither a host nor a scheme';
  const [, scheme, host, port, path] = match;
  if (scheme !== undefined && !SCHEME.test(scheme)) return `"${scheme}" is not a URL scheme`;
  if (!HOST.test(host!)) return hostProblem(host!);
  if (port !== undefined && !PORT.test(port)) return `"${port}" is not a port`;
  if (path !== undefined && !PATH.test(path)) return pathProblem(path);
  return undefined;
}

function hostProblem(host: string): string {
  if (host === '') return 'it names no host';
  if (host.startsWith('[')) return 'a CSP source cannot name an IPv6 address; give the host name';
  if (host.includes('*')) return `"${host}": a wildcard may only be the whole host or its first label (*.radio.example)`;
  const bad = /[^a-z0-9.-]/i.exec(host)?.[0];
  if (bad !== undefined) return `the host "${host}" holds ${describeChar(bad)}; a host is letters, digits, '-' and '.'`;
  return `"${host}" is not a host name (an empty label?)`;
}

function pathProblem(path: string): string {
  const bad = /[^a-z0-9\-._~!&()*+=:@%/]/i.exec(path)?.[0];
  if (bad !== undefined) return `the path holds ${describeChar(bad)}; percent-encode it (%${bad.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')})`;
  return 'the path holds a malformed %-escape or an empty segment';
}

function describeChar(char: string): string {
  const code = char.codePointAt(0)!;
  return code > 0x20 && code < 0x7f ? `'${char}'` : `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * The origin of an http(s) URL as a host-source (`https://matomo.radio.example:8443`), for a URL
 * setting whose host a policy must allow; or why it cannot be one. A browser's URL parser accepts
 * hosts the CSP grammar does not (`m.example;sandbox`, `a,script-src`, `x$y`), so the parsed host
 * is checked against that grammar, with no wildcard: a URL names one host.
 */
export function urlOriginSource(url: string): { source: string } | { reason: string } {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { reason: 'it is not a URL' };
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return { reason: 'it is not an http(s) URL' };
  const source = parsed.origin;
  const problem = parsed.hostname.includes('*') ? hostProblem(parsed.hostname) : sourceExpressionProblem(source);
  return problem === undefined ? { source } : { reason: problem };
}
