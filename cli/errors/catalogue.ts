import { PRIVACY_LAW_REGIONS } from '../../contract/privacy-regions';

/** The hint after a typo: `; did you mean "Light"?`, or nothing when no known name is close. */
const didYouMean = (suggestion: string | undefined): string => (suggestion === undefined ? '' : `; did you mean ${JSON.stringify(suggestion)}?`);
import { EU_CONSENT_LANGUAGES } from '../../contract/station-file/consent';

/**
 * Every message an operator can see, keyed by a stable code. Each message is a function of its
 * parameters, so tests and other tools refer to the code, not to the wording.
 */

/** Problems make a run fail (exit code 1) and nothing is written. */
export const PROBLEMS = {
  FILE_NOT_FOUND: () => 'file not found',
  DIRECTORY_NOT_FOUND: () => 'directory not found',
  NO_STATION_FILES: () => 'no station files (<id>.json) found',
  MALFORMED_JSON: (p: { reason: string }) => `malformed JSON: ${p.reason}`,
  REQUIRED: () => 'is required',
  WRONG_TYPE: (p: { expected: string; received: string }) => `must be ${p.expected}, got ${p.received}`,
  TOO_SMALL_NUMBER: (p: { minimum: number; received: string }) =>
    `must be at least ${p.minimum}, got ${p.received}`,
  EMPTY_STRING: () => 'must not be empty',
  NOT_ONE_OF: (p: { values: readonly string[]; received: string; suggestion?: string }) =>
    `must be one of ${p.values.map((v) => JSON.stringify(v)).join(', ')}; got ${p.received}${didYouMean(p.suggestion)}`,
  NO_MATCHING_FORM: (p: { expected: readonly string[]; received: string }) =>
    `must be ${p.expected.join(' or ')}, got ${p.received}`,
  NOT_HTTP_URL: () => 'must be an http(s) URL',
  NOT_URL_OR_PATH: () => 'must be an http(s) URL or a path starting with /',
  NOT_A_REGION: (p: { received: string }) =>
    `must be a US state with a privacy law (${PRIVACY_LAW_REGIONS.join(', ')}), got ${p.received}`,
  INVALID_BASE_URL: () =>
    'invalid base URL: must be the http(s) address of the station\'s own copy of the vendor list, not empty and not the official central list host vendorlist.consensu.org',
  UNSUPPORTED_LANGUAGE: (p: { received: string }) => `unsupported language ${p.received}: must be an EU language code (${EU_CONSENT_LANGUAGES.join(', ')})`,
  UNKNOWN_VENDOR_ID: (p: { id: number; url: string; asked?: boolean }) =>
    `vendor ${p.id} is not in the station's vendor list ${p.url}: no TC string can consent to it, so ${p.asked ? 'the consent dialog cannot ask for it' : 'this integration would never start where the GDPR applies'}`,
  SID_MISMATCH: (p: { id: number; sid: number }) => `must equal the file's id ${p.id}, got ${p.sid}`,
  NO_STREAM: () => 'needs at least one valid stream URL: audioHls, audioFlash or audioHtml',
  URL_REQUIRED_FOR_SOURCE: (p: { source: string }) => `is required when metadata.source is "${p.source}"`,
  NOT_A_MOUNT: () => 'must be a mount path such as "/live.mp3"',
  NOT_A_PUBLISHING_BASE: () => 'must be the http(s) address dist/ is published at, without a query, fragment or password (e.g. https://embed.radio.example)',
  UNKNOWN_KEY: (p?: { suggestion?: string }) => `unknown key${didYouMean(p?.suggestion)}`,
  NOT_A_CSS_COLOUR: (p: { received: string }) => `must be a CSS colour: #rrggbb, #rgb, rgb(…) or hsl(…); got ${p.received}`,
  INVALID: () => 'is invalid',
  BUNDLE_FAILED: (p: { details: string }) => `could not bundle the runtime:\n${p.details}`,
  WRITE_FAILED: (p: { reason: string }) => `cannot write the output: ${p.reason}`,
  NOT_AN_OUTPUT_FOLDER: () =>
    'is not empty and holds no radio-embed build (no manifest.json of ours); choose a new or empty folder, or the folder of a previous build',
  OUTPUT_LOCKED: (p: { pid: number; host: string; since: string; lock: string }) =>
    `is being written by another radio-embed build (pid ${p.pid} on ${p.host}, since ${p.since}); run again once it has finished, or delete ${p.lock} if that process is gone`,
  UNTRUSTED_KEPT_STATION: (p: { id: number }) =>
    `does not match the page in ${p.id}/ (edited by hand?); rebuild station ${p.id} (--station ${p.id}, or --all) or delete its folder`,
  TEMPLATE_PLACEHOLDER: (p: { name: string }) => `unknown placeholder {{${p.name}}}`,
  NOT_A_CSP_SOURCE: (p: { reason: string }) => `cannot be written into the Content-Security-Policy: ${p.reason}`,
  NOT_A_CSP_HOST: (p: { reason: string }) => `its host cannot be allowed by the Content-Security-Policy: ${p.reason}`,
  UNWRITABLE_POLICY: (p: { reason: string }) => `the Content-Security-Policy cannot be written: ${p.reason}`,
  UNSAFE_INLINE: () => "'unsafe-inline' is not allowed: pages allow inline code by hash only",
  ALREADY_EXISTS: () => 'already exists; use --force to overwrite it',
  NO_STATION_CONFIG: (p: { id: number }) => `Fatal Error: Unable to load config for station ${p.id}`,
  FETCH_FAILED: (p: { reason: string }) => `cannot fetch: ${p.reason}`,
  HTTP_STATUS: (p: { status: number; statusText: string }) => `HTTP ${p.status}${p.statusText ? ` ${p.statusText}` : ''}`,
  NOT_JSON: () => 'the response is not JSON',
  FETCH_TIMEOUT: (p: { seconds: number }) => `no complete answer within ${p.seconds} s`,
  BODY_TOO_LARGE: (p: { megabytes: number }) => `the response is larger than ${p.megabytes} MB, which no station config is; not read further`,
  PORT_IN_USE: (p: { port: number }) => `port ${p.port} is in use; pick another with --port`,
  NO_BUILD: () => 'not found; run radio-embed build first (or give its --out-dir)',
  NOT_A_MANIFEST: () => 'is not the manifest of a radio-embed build',
  NOT_FOR_NGINX: (p: { path: string }) =>
    `the headers of ${p.path} hold "$", a quote or a backslash, which an nginx string cannot hold; remove it from csp.sources`,
  NOT_A_POLICY: (p: { reason: string }) => `is not a policy radio-embed writes (${p.reason}); rebuild (radio-embed build --all)`,
  RENAMED_FIELD: (p: { to: string; since: string }) =>
    `was renamed to ${JSON.stringify(p.to)} in radio-embed ${p.since}; rename it in this file (the value stays the same)`,
  FOLDER_NOT_EMPTY: () => 'is not empty; radio-embed new makes a repo in a new or empty folder only',
  NOT_A_FOLDER: () => 'is a file, not a folder; radio-embed new makes a repo in a new or empty folder',
  AWS_CLI_MISSING: () =>
    'the AWS CLI (aws) is not on the PATH; publish uploads with it: install it (apt-get install awscli, or https://aws.amazon.com/cli/), or preview the uploads with --dry-run',
  // Hostile or broken input files (issue 15 §7): each is that file's problem, the others go on.
  NOT_A_REGULAR_FILE: (p: { kind: string }) => `is ${p.kind}, not a regular file; not read`,
  FILE_TOO_LARGE: (p: { limit: number }) => `larger than the ${p.limit.toLocaleString('en-US')}-byte limit for an input file; not read`,
  FILE_UNREADABLE: (p: { code: string }) => `cannot be read (${p.code})`,
  TOO_DEEPLY_NESTED: (p: { limit: number }) => `nested more than ${p.limit} levels deep (the limit for an input file)`,
} as const;

/** Warnings are printed (`warning: …`) and the run goes on. */
export const WARNINGS = {
  UNKNOWN_KEY: (p?: { suggestion?: string }) => `unknown key${didYouMean(p?.suggestion)}`,
  STREAM_PLACEHOLDER: () => 'not a URL; ignored as an invalid-stream placeholder',
  NO_PUBLIC_URL: (p: { src: string }) => `the iframe src is the relative "${p.src}" because no publicUrl is set`,
  NOT_A_STATION_FILE: () => `not named <id>.json with a whole number up to ${Number.MAX_SAFE_INTEGER}; skipped`,
  PRIVACY_WITHOUT_GEO: () =>
    'privacy is enabled but services.geo.url is not set: the privacy mode never resolves, so no tracking or targeting loads',
  CONSENT_WITHOUT_EU_CONFIG: (p: { integrations: string[] }) =>
    `is not set, and what this station runs needs the listener's consent where the GDPR applies (${p.integrations.join(', ')}): EU listeners on sites without a CMP will get no tracking (docs/privacy.md "Listeners where the GDPR applies")`,
  CONSENT_WITHOUT_GEO: (p: { integrations: string[] }) =>
    `is not set: no listener can be placed, so every one counts as a listener where the GDPR applies, and what needs consent (${p.integrations.join(', ')}) starts only where the host page's CMP consents (docs/privacy.md "Listeners where the GDPR applies")`,
  VENDOR_LIST_UNREADABLE: (p: { url: string; why: string }) =>
    `the vendor list ${p.url} cannot be read (${p.why}): the station's vendor ids were not checked against it`,
  PRIVACY_NOTICE_OFF_SITE: () =>
    'is a path: it would open on the player\'s CDN, where there is no notice page (a 404 for the listener); with privacy enabled, give an absolute http(s) URL, or set station.logoLink to the station\'s site, which the path is then resolved against',
  NO_PUBLIC_URL_LOADER: () => 'the loader is the relative "embed.js" because no publicUrl is set',
  STRAY_MOVED: (p: { to: string }) =>
    `not written by radio-embed; moved out of the output folder to ${p.to}, so no host serves it without a Content-Security-Policy and publish.sh never uploads it`,
  WAITING_FOR_OUTPUT: (p: { pid: number; seconds: number }) =>
    `another radio-embed build (pid ${p.pid}) is writing it; waiting for it to finish (up to ${p.seconds} s)`,
  DEMO_STREAM: (p: { host: string }) => `${p.host} is a reserved example host; preview plays the built-in demo stream instead`,
  LOW_CONTRAST_ACCENT: (p: { ratio: string; scheme: string; background: string; theme?: string }) =>
    `has a contrast of ${p.ratio}:1 against the ${p.scheme} scheme's background ${p.background}${p.theme ? `, which a listener sees with ?theme=${p.theme}` : ''}; Play and the volume slider need at least 3:1 to be seen (docs/theming.md)`,
  LOW_CONTRAST_ON_ACCENT: (p: { ratio: string; scheme: string; ink: string }) =>
    `the text and icons drawn on it (${p.ink}) have a contrast of ${p.ratio}:1 in the ${p.scheme} scheme; the selected choice in Listening options needs at least 4.5:1 and Play's icon 3:1 (docs/theming.md)`,
  ICECAST_MOUNT_UNKNOWN: (p: { mounts: string[] }) =>
    `no source on this Icecast status page is the stream's (Icecast lists ${p.mounts.length ? p.mounts.join(', ') : 'no source'}; neither the stream paths, their file names nor metadata.mount pick one), so the track line stays empty; set metadata.mount to the stream's mount, e.g. "${p.mounts[0] ?? '/live.mp3'}"`,
  // Old station code (issue 15 §8): it keeps working, the operator learns why the page differs.
  MIXED_CONTENT: (p: { embed: string; listeners: string }) =>
    `is an http:// address under the https:// publicUrl ${p.embed}: ${p.listeners}; use its https:// URL (radio-embed doctor checks whether it answers)`,
  LEGACY_COMMENT_WRAPPER: () =>
    'starts with an old-style HTML comment marker "<!--"; it is dropped when the code is inlined, so the code runs as before (you can remove <!-- and -->)',
} as const;

/** Usage errors (exit code 2), printed the way commander prints its own (`error: …`). */
export const USAGE = {
  BAD_STATION_ID: () => `A station id is a positive integer up to ${Number.MAX_SAFE_INTEGER}, e.g. 42.`,
  NO_STATION_CHOSEN: () => 'build needs --station <id> or --all',
  STATION_AND_ALL: () => '--station and --all cannot be used together',
  NO_STATION_CHOSEN_FOR: (p: { command: string }) => `${p.command} needs --station <id> or --all`,
  STATION_REQUIRED: (p: { command: string }) => `${p.command} needs --station <id>`,
  ONE_STATION: (p: { command: string }) => `${p.command} takes one station id`,
  BAD_PORT: () => 'A port is a whole number from 0 to 65535 (0: any free port).',
  BAD_BASE_URL: () => 'The base URL must be an http(s) URL without a query or fragment, e.g. https://api.example.com.',
  BAD_TIMEOUT: () => 'A timeout is a number of seconds from 0.1 to 120, e.g. 5.',
  NO_PUBLIC_URL_TO_ASK: () =>
    'new needs --public-url <url> (the address dist/ will be published at, e.g. https://embed.example.com): there is no terminal to ask on',
  NOT_AN_S3_TARGET: (p: { received: string }) => `the target must be an s3:// URL (s3://bucket or s3://bucket/folder), got ${JSON.stringify(p.received)}`,
  REPEATED_OPTION: (p: { command: string; flag: string; values: readonly string[] }) =>
    `${p.flag} was given ${p.values.length} times (${p.values.map((v) => JSON.stringify(v)).join(', ')}); ${p.command} takes one`,
} as const;

/**
 * `radio-embed doctor` findings (issue 21 §2): what was seen, what a listener would notice, and
 * the fix. The severity is the caller's: the same fact can be harmless for one station and break
 * another (a status page without CORS matters only when the player reads it).
 */
export interface DoctorText {
  says: string;
  /** What a listener would notice; '' for information that needs no fix. */
  listener: string;
  fix: string;
}

const ICECAST_DOC = 'docs/operators.md "Icecast: let Chrome start at once"';
const HLS_DOC = 'docs/operators.md "HLS streams: which player plays them"';
const IMAGE_MISSING = 'a missing image where the station meant one';

export const DOCTOR = {
  NO_PUBLIC_URL: (): DoctorText => ({
    says: 'no publicUrl in the shared config: CORS and mixed content are checked as for an https:// embed on another site',
    listener: '',
    fix: 'set publicUrl in radio-embed.config.json to the address dist/ is published at',
  }),
  UNREACHABLE: (p: { reason: string }): DoctorText => ({
    says: `cannot connect: ${p.reason}`,
    listener: 'nothing from this address: the player moves on to the next source, or shows that it cannot connect',
    fix: 'check the URL, and that the server is up and reachable from the internet',
  }),
  TIMEOUT: (p: { seconds: number }): DoctorText => ({
    says: `no answer within ${p.seconds} s`,
    listener: 'a player that waits, then moves on to the next source or shows that it cannot connect',
    fix: 'check that the server is up and not overloaded (or give doctor more time: --timeout)',
  }),
  HTTP_ERROR: (p: { status: number }): DoctorText => ({
    says: `HTTP ${p.status}`,
    listener: 'nothing from this address: the player moves on to the next source, or shows that it cannot connect',
    fix: p.status === 404 ? 'check the path (the mount name, the playlist name)' : 'check the server: it refuses this request',
  }),
  ANSWERS: (p: { status: number; type: string }): DoctorText => ({
    says: `HTTP ${p.status}, Content-Type ${p.type || '(none)'}`,
    listener: '',
    fix: '',
  }),
  WRONG_CONTENT_TYPE: (p: { type: string; expected: string }): DoctorText => ({
    says: `Content-Type ${p.type || '(none)'}, not ${p.expected}`,
    listener: 'silence in the browsers that go by the type (Firefox and Safari refuse what is not announced as audio)',
    fix: `have the server send Content-Type ${p.expected}`,
  }),
  PLAYS_EVERYWHERE: (p: { codec: string }): DoctorText => ({
    says: `${p.codec}: plays in Chromium, Firefox and Safari`,
    listener: '',
    fix: '',
  }),
  CODEC_NOT_EVERYWHERE: (p: { codec: string; missing: string }): DoctorText => ({
    says: `${p.codec} does not play in ${p.missing}`,
    listener: `listeners in ${p.missing} hear nothing from this source`,
    fix: 'add a second source in MP3 or AAC (data.audioHtml / data.audioFlash), or encode in AAC',
  }),
  MIXED_CONTENT: (p: { embed: string }): DoctorText => ({
    says: `an http:// address on an https:// embed (${p.embed})`,
    listener: 'blocked as mixed content: the player reads it with fetch, which browsers refuse over http:// on an https:// page',
    fix: 'serve it over https:// and use the https:// URL in the station file',
  }),
  MIXED_CONTENT_NO_HTTPS: (p: { embed: string; https: string; reason: string }): DoctorText => ({
    says: `an http:// address on an https:// embed (${p.embed}), and its https:// address does not answer (${p.reason})`,
    listener: `browsers ask for ${p.https} instead, which does not answer: a stream shows "Connecting…" for about 10 s, then that it cannot connect; an image stays missing`,
    fix: 'serve it over https:// and use the https:// URL in the station file',
  }),
  MIXED_CONTENT_UPGRADED: (p: { embed: string; https: string }): DoctorText => ({
    says: `an http:// address on an https:// embed (${p.embed}); its https:// address answers`,
    listener: `browsers load ${p.https} instead (older ones block the http:// address)`,
    fix: 'use the https:// URL in the station file',
  }),
  RESERVED_HOST: (p: { host: string; kind: string }): DoctorText => ({
    says:
      p.kind === 'localhost'
        ? `${p.host} is the machine the player runs on: each listener's own, not your server`
        : `${p.host} is a reserved ${p.kind === 'example' ? 'example' : `.${p.kind}`} host (RFC 2606/6761) that no server answers for; not contacted`,
    listener: p.kind === 'example' ? 'nothing plays or shows from it (preview plays its demo stream instead)' : 'nothing plays or shows from it',
    fix: 'put the real address of your stream, service or image here (the demo station and `init` use example hosts as placeholders)',
  }),
  TOO_MANY_REDIRECTS: (p: { limit: number }): DoctorText => ({
    says: `more than ${p.limit} redirects (a loop?); not followed further`,
    listener: 'nothing from this address: browsers give up on a redirect loop',
    fix: 'check the server\'s redirects: the address should answer after one or two',
  }),
  STATION_TIME_UP: (p: { seconds: number }): DoctorText => ({
    says: `not checked to the end: the station's checks ran out of their ${p.seconds} s`,
    listener: 'a player that waits on slow servers, then moves on or shows that it cannot connect',
    fix: 'check that the servers answer quickly (or give doctor more time: --timeout)',
  }),
  NO_CORS: (p: { origin: string; got: string }): DoctorText => ({
    says: `no CORS for ${p.origin} (Access-Control-Allow-Origin: ${p.got || 'absent'})`,
    listener: 'the player cannot read it: the browser blocks the answer',
    fix: `have the server send Access-Control-Allow-Origin: * (or ${p.origin})`,
  }),
  CORS_OK: (p: { origin: string }): DoctorText => ({ says: `CORS allows ${p.origin}`, listener: '', fix: '' }),
  SLOW_START: (p: { seconds: number }): DoctorText => ({
    says: `the first 128 KB took ${p.seconds.toFixed(1)} s`,
    listener: `Chrome, Edge and Android listeners hear MP3 only after about ${p.seconds.toFixed(1)} s of waiting`,
    fix: `raise Icecast's <burst-size> to 262144 (and <queue-size> above it): ${ICECAST_DOC}`,
  }),
  NO_BURST: (p: { seconds: number }): DoctorText => ({
    says: `the first 128 KB did not arrive within ${p.seconds} s`,
    listener: `Chrome, Edge and Android listeners wait more than ${p.seconds} s before an MP3 stream starts`,
    fix: `raise Icecast's <burst-size> to 262144 (and <queue-size> above it): ${ICECAST_DOC}`,
  }),
  FAST_START: (p: { seconds: number }): DoctorText => ({
    says: `the first 128 KB in ${p.seconds.toFixed(2)} s: Chromium starts at once`,
    listener: '',
    fix: '',
  }),
  FILE_WITHOUT_RANGES: (p: { bytes: number; status: number }): DoctorText => ({
    says: `an answer of known length (Content-Length: ${p.bytes}) whose server answers a Range request with ${p.status}, not 206`,
    listener: 'Safari and iOS listeners whose connection is slower than the download hear nothing ("Stream unavailable"): WebKit asks for the last bytes while it downloads, and stops at an answer from the start',
    fix: 'serve it from a server that answers Range requests (a CDN or any static web server does), or as a live stream without a Content-Length',
  }),
  NAMED_AS_HLS: (p: { codec: string }): DoctorText => ({
    says: `the server sends ${p.codec}, but the URL names no type, so the player takes it for HLS (spec §5)`,
    listener: 'Firefox listeners hear nothing (hls.js cannot read it); the other browsers may play it',
    fix: 'end the URL in .mp3 or .aac, or add ?codec=mp3 (or ?codec=aac) to it',
  }),
  PLAYLIST_EMPTY: (): DoctorText => ({
    says: 'the playlist lists no http(s) stream',
    listener: 'nothing to play from this source',
    fix: 'list the stream URLs in the playlist (M3U: one per line; PLS: File1=…)',
  }),
  PLAYLIST_LISTS: (p: { urls: readonly string[] }): DoctorText => ({
    says: `the playlist lists ${p.urls.join(', ')}`,
    listener: '',
    fix: '',
  }),
  PLAYLIST_LONG: (p: { entries: number; checked: number }): DoctorText => ({
    says: `the playlist lists ${p.entries} entries; the first ${p.checked} are checked`,
    listener: 'players try the entries in order: the later ones are reached only when all before them fail',
    fix: 'list the station\'s few stream addresses (a radio playlist holds one to three)',
  }),
  STATUS_PAGE_FAILED: (p: { reason: string }): DoctorText => ({
    says: `the Icecast status page does not answer usefully: ${p.reason}`,
    listener: 'no artist or title under the player',
    fix: 'check metadata.url: Icecast answers at /status-json.xsl (Icecast 2.4 or later)',
  }),
  NO_MOUNT_MATCH: (p: { mounts: readonly string[] }): DoctorText => ({
    says: `no source on the status page matches the stream (listed: ${p.mounts.join(', ') || 'none'})`,
    listener: 'no artist or title under the player',
    fix: 'set metadata.mount to the mount Icecast serves the stream at, e.g. "/live.mp3" (or check that the mount is live)',
  }),
  MOUNT_MATCHED: (p: { listenurl: string }): DoctorText => ({
    says: `the player follows the status page's source ${p.listenurl}`,
    listener: '',
    fix: '',
  }),
  ICECAST_WITHOUT_STATUS: (p: { statusUrl: string }): DoctorText => ({
    says: 'an Icecast stream, but metadata.source is "stream": browsers read no track from an MP3 or AAC stream',
    listener: 'no artist or title under the player',
    fix: `set metadata.source to "icecast" and metadata.url to ${p.statusUrl} (checked below)`,
  }),
  NOT_JSON: (): DoctorText => ({
    says: 'the answer is not JSON',
    listener: 'no artist or title under the player',
    fix: 'check the URL: it must answer with the JSON document the player reads',
  }),
  HLS_NOT_A_PLAYLIST: (): DoctorText => ({
    says: 'the answer is not an HLS playlist (#EXTM3U)',
    listener: 'nothing plays from this source',
    fix: 'check data.audioHls: it must be the .m3u8 playlist',
  }),
  HLS_CODECS: (p: { codecs: string }): DoctorText => ({ says: `CODECS="${p.codecs}"`, listener: '', fix: '' }),
  HLS_NO_CODECS: (): DoctorText => ({
    says: 'no CODECS attribute (a media playlist, or a master playlist without it)',
    listener: 'browsers guess the codec from the segments; a stream in another codec than AAC may not start',
    fix: 'serve a master playlist whose #EXT-X-STREAM-INF names CODECS (e.g. "mp4a.40.2")',
  }),
  HLS_SEGMENTS: (p: { target: number; longest: number; shortest: number; window: number; live: boolean }): DoctorText => ({
    says: `target duration ${p.target} s, segments ${p.shortest.toFixed(1)}–${p.longest.toFixed(1)} s, ${p.live ? `live window ${p.window.toFixed(0)} s` : 'ended (#EXT-X-ENDLIST): not live'}`,
    listener: '',
    fix: '',
  }),
  HLS_SHORT_SEGMENTS: (p: { seconds: number; native: boolean }): DoctorText => ({
    says: `segments of ${p.seconds.toFixed(1)} s: Chromium's own HLS player keeps every second played when segments are under 6 s`,
    listener: p.native
      ? 'in Chrome (data.hlsPlayer "native") a tab left playing grows by about 1 MB a minute'
      : 'Chrome listeners move to hls.js after about 45 s of play, with one short gap in the sound',
    fix: `cut segments of 6 s or longer, or set data.hlsPlayer to "hls.js": ${HLS_DOC}`,
  }),
  HLS_SEGMENT_OVER_TARGET: (p: { seconds: number; target: number }): DoctorText => ({
    says: `a segment of ${p.seconds.toFixed(1)} s is longer than the target duration ${p.target} s`,
    listener: 'stalls and rebuffering: players poll the playlist by the target duration',
    fix: 'make #EXT-X-TARGETDURATION at least the longest segment (rounded)',
  }),
  HLS_SHORT_WINDOW: (p: { window: number; target: number }): DoctorText => ({
    says: `the live window is ${p.window.toFixed(1)} s, under three target durations (${3 * p.target} s)`,
    listener: "players that start three segments from the end start at the oldest one and stall as it expires; Chromium's own HLS player fails the stream at its first refresh (seen with two segments of 2 s)",
    fix: 'keep at least three target durations of segments in the playlist (e.g. hls_list_size 6)',
  }),
  HLS_ENDED: (): DoctorText => ({
    says: 'the playlist has #EXT-X-ENDLIST: it is a finished recording, not a live stream',
    listener: 'the recording plays once from its start, then stops',
    fix: 'check the packager: a live stream never writes #EXT-X-ENDLIST',
  }),
  HLS_NO_SEGMENTS: (): DoctorText => ({
    says: 'the playlist lists no segment',
    listener: 'nothing plays from this source',
    fix: 'check the packager: it writes no segments',
  }),
  HLS_ID3_TRACK: (): DoctorText => ({ says: 'the segments carry ID3 tags with the track (TIT2)', listener: '', fix: '' }),
  HLS_ID3_NATIVE: (): DoctorText => ({
    says: "the track is in the stream's ID3 tags, which Chromium's own HLS player does not show the page",
    listener: 'Chrome listeners see no artist or title (Firefox and Safari do)',
    fix: 'set data.hlsPlayer to "hls.js": docs/engine.md "Which HLS player"',
  }),
  HLS_NO_ID3: (): DoctorText => ({
    says: 'metadata.source is "stream" but the segments carry no ID3 track tags',
    listener: 'no artist or title under the player',
    fix: 'have the packager put ID3 tags (TIT2, TPE1) into the stream, or set metadata.source to "icecast" or "nowplaying"',
  }),
  IMAGE_NOT_ALLOWED: (p: { directive: string }): DoctorText => ({
    says: `the station's Content-Security-Policy (${p.directive}) does not allow this host`,
    listener: 'a missing image',
    fix: 'add the host to csp.sources["img-src"] in radio-embed.config.json',
  }),
  IMAGE_ALLOWED: (): DoctorText => ({ says: "allowed by the station's Content-Security-Policy (img-src)", listener: '', fix: '' }),
  NOT_AN_IMAGE: (p: { type: string }): DoctorText => ({
    says: `Content-Type ${p.type || '(none)'}, not an image`,
    listener: IMAGE_MISSING,
    fix: 'check the URL: it must point at the image file itself, not a page that shows it',
  }),
  IMAGE_HTTP_ERROR: (p: { status: number }): DoctorText => ({
    says: `HTTP ${p.status}`,
    listener: IMAGE_MISSING,
    fix: p.status === 404 ? 'check the image URL: no image at that path (the file name, its folder)' : 'check the image server: it refuses this request',
  }),
  IMAGE_UNREACHABLE: (p: { reason: string }): DoctorText => ({
    says: `cannot connect: ${p.reason}`,
    listener: IMAGE_MISSING,
    fix: 'check the image URL, and that its server is up and reachable from the internet',
  }),
  IMAGE_TIMEOUT: (p: { seconds: number }): DoctorText => ({
    says: `no answer within ${p.seconds} s`,
    listener: 'the image shows late, or not at all',
    fix: 'check that the image server is up and not overloaded (or give doctor more time: --timeout)',
  }),
  IMAGE_TOO_LARGE: (p: { size: string; limit: string }): DoctorText => ({
    says: `the image is ${p.size} (doctor's bound for an image: ${p.limit})`,
    listener: 'the image shows late, and costs listeners on mobile data',
    fix: `make the image smaller: a few hundred pixels wide and well under ${p.limit} is plenty for the player`,
  }),
} as const;

export type DoctorCode = keyof typeof DOCTOR;

export type ProblemCode = keyof typeof PROBLEMS;
export type WarningCode = keyof typeof WARNINGS;
