// ../../../tmp/layers-dump.ts
import { writeFileSync } from "node:fs";

// cli/bundle/bundle-runtime.ts
import { build, context } from "esbuild";
import { basename as basename2, join, relative as relative3 } from "node:path";

// cli/csp/csp-hash.ts
import { createHash } from "node:crypto";
function cspHash(text) {
  return `'${integrity(text)}'`;
}
function integrity(contents) {
  return `sha256-${createHash("sha256").update(contents).digest("base64")}`;
}

// cli/errors/cli-error.ts
var CliError = class extends Error {
  problems;
  exitCode;
  constructor(problems, exitCode = 1) {
    super(problems.map((p) => p.message).join("\n"));
    this.name = "CliError";
    this.problems = problems;
    this.exitCode = exitCode;
  }
};

// contract/privacy-regions.ts
var STATE_SECTIONS = {
  CA: "usca",
  VA: "usva",
  CO: "usco",
  UT: "usut",
  CT: "usct",
  TX: "ustx",
  OR: "usor",
  MT: "usmt",
  DE: "usde",
  IA: "usia",
  NE: "usne",
  NH: "usnh",
  NJ: "usnj",
  TN: "ustn",
  MN: "usmn",
  MD: "usmd",
  IN: "usin",
  KY: "usky",
  RI: "usri"
};
var PRIVACY_LAW_REGIONS = Object.keys(STATE_SECTIONS);

// cli/schema/consent.ts
import * as z2 from "zod";

// cli/schema/url.ts
import * as z from "zod";

// cli/csp/csp-grammar.ts
var HOST = /^(?:\*|(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*)$/i;
var SCHEME = /^[a-z][a-z0-9+.-]*$/i;
var PORT = /^(?:\d{1,5}|\*)$/;
var PATH = /^(?:\/(?:[a-z0-9\-._~!&()*+=:@]|%[0-9a-f]{2})*)+$/i;
var BASE64 = /^[a-z0-9+/_-]+={0,2}$/i;
var KEYWORDS = /* @__PURE__ */ new Set([
  "'self'",
  "'none'",
  "'unsafe-inline'",
  "'unsafe-eval'",
  "'wasm-unsafe-eval'",
  "'unsafe-hashes'",
  "'strict-dynamic'",
  "'report-sample'",
  "'inline-speculation-rules'"
]);
function sourceExpressionProblem(token) {
  if (token === "") return "it is empty";
  const outside = /[^\x21-\x7e]/.exec(token)?.[0];
  if (outside !== void 0) return outsideAsciiProblem(outside);
  if (token.includes(";")) return "';' would end the directive";
  if (token.includes(",")) return "',' would start a second policy";
  if (token.startsWith("'")) return quotedProblem(token);
  if (token.includes('"')) return "a double quote cannot be in a source";
  const schemeOnly = /^([^:/]+):$/.exec(token);
  if (schemeOnly) return SCHEME.test(schemeOnly[1]) ? void 0 : `"${schemeOnly[1]}" is not a URL scheme`;
  return hostSourceProblem(token);
}
function outsideAsciiProblem(char) {
  const code = char.codePointAt(0);
  if (char === " ") return "a space would split it into two sources";
  if (code < 32 || code >= 127 && code <= 159) return `${describeChar(char)}, a control character, cannot be in a header`;
  return `${describeChar(char)} is outside ASCII (a host outside ASCII is written in punycode, xn--\u2026)`;
}
function quotedProblem(token) {
  const lower = token.toLowerCase();
  if (KEYWORDS.has(lower)) return void 0;
  const hashOrNonce = /^'(sha256|sha384|sha512|nonce)-(.*)'$/i.exec(token);
  if (hashOrNonce) return BASE64.test(hashOrNonce[2]) ? void 0 : `the ${hashOrNonce[1]} value is not base64`;
  return `${token} is not a CSP keyword ('self', 'none', a 'sha256-\u2026' hash, \u2026)`;
}
function hostSourceProblem(token) {
  const match = /^(?:([^:/]*):\/\/)?([^:/]*)(?::([^/]*))?(\/.*)?$/.exec(token);
  if (!match) return "it is neither a host nor a scheme";
  const [, scheme, host, port, path] = match;
  if (scheme !== void 0 && !SCHEME.test(scheme)) return `"${scheme}" is not a URL scheme`;
  if (!HOST.test(host)) return hostProblem(host);
  if (port !== void 0 && !PORT.test(port)) return `"${port}" is not a port`;
  if (path !== void 0 && !PATH.test(path)) return pathProblem(path);
  return void 0;
}
function hostProblem(host) {
  if (host === "") return "it names no host";
  if (host.startsWith("[")) return "a CSP source cannot name an IPv6 address; give the host name";
  if (host.includes("*")) return `"${host}": a wildcard may only be the whole host or its first label (*.radio.example)`;
  const bad = /[^a-z0-9.-]/i.exec(host)?.[0];
  if (bad !== void 0) return `the host "${host}" holds ${describeChar(bad)}; a host is letters, digits, '-' and '.'`;
  return `"${host}" is not a host name (an empty label?)`;
}
function pathProblem(path) {
  const bad = /[^a-z0-9\-._~!&()*+=:@%/]/i.exec(path)?.[0];
  if (bad !== void 0) return `the path holds ${describeChar(bad)}; percent-encode it (%${bad.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")})`;
  return "the path holds a malformed %-escape or an empty segment";
}
function describeChar(char) {
  const code = char.codePointAt(0);
  return code > 32 && code < 127 ? `'${char}'` : `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
}
function urlOriginSource(url) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    return { reason: "it is not a URL" };
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return { reason: "it is not an http(s) URL" };
  const source = parsed.origin;
  const problem2 = parsed.hostname.includes("*") ? hostProblem(parsed.hostname) : sourceExpressionProblem(source);
  return problem2 === void 0 ? { source } : { reason: problem2 };
}

// cli/csp/csp-policy-text.ts
var FETCH_DIRECTIVES = [
  "default-src",
  "child-src",
  "connect-src",
  "font-src",
  "frame-src",
  "img-src",
  "manifest-src",
  "media-src",
  "object-src",
  "script-src",
  "script-src-elem",
  "script-src-attr",
  "style-src",
  "style-src-elem",
  "style-src-attr",
  "worker-src"
];
var KINDS = new Map([
  ...FETCH_DIRECTIVES.map((name) => [name, "sources"]),
  ["base-uri", "sources"],
  ["form-action", "sources"],
  ["frame-ancestors", "ancestors"],
  ["sandbox", "sandbox"],
  ["upgrade-insecure-requests", "none"],
  ["block-all-mixed-content", "none"],
  ["report-uri", "report-uri"],
  ["report-to", "report-to"]
]);
var KNOWN_DIRECTIVES = [...KINDS.keys()];

// cli/schema/csp-source-checks.ts
function urlHostRefusal(url) {
  const origin = urlOriginSource(url.trim());
  return "reason" in origin ? origin.reason : void 0;
}

// cli/schema/url.ts
var issueParams = (code) => ({ params: { code } });
function isHttpUrl(value) {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}
var httpUrl = z.string().trim().refine(isHttpUrl, issueParams("NOT_HTTP_URL"));
var optionalHttpUrl = z.string().trim().refine((v) => v === "" || isHttpUrl(v), issueParams("NOT_HTTP_URL")).default("");
function checkCspHost(value, ctx) {
  if (value === "" || !isHttpUrl(value)) return;
  const reason = urlHostRefusal(value);
  if (reason) ctx.addIssue({ code: "custom", message: "", input: value, params: { code: "NOT_A_CSP_HOST", reason } });
}
var cspHostUrl = httpUrl.superRefine(checkCspHost);
var optionalCspHostUrl = optionalHttpUrl.superRefine(checkCspHost);
var isSitePath = (value) => /^\/(?![/\\])[^\\\s\u0000-\u001f\u007f-\u009f]*$/.test(value);
var urlOrPath = z.string().trim().refine((v) => isSitePath(v) || isHttpUrl(v), issueParams("NOT_URL_OR_PATH"));
function isStreamPlaceholder(value) {
  return !/^[a-z][a-z\d+.-]*:/i.test(value.trim());
}
var streamUrl = z.string().optional().refine((v) => v === void 0 || isStreamPlaceholder(v) || isHttpUrl(v.trim()), issueParams("NOT_HTTP_URL")).transform((v) => v === void 0 || isStreamPlaceholder(v) ? void 0 : v.trim());

// cli/schema/consent.ts
var vendorId = z2.int().min(1).optional().meta({ description: "IAB Global Vendor List id (TCF), checked against the host page\u2019s TC string." });
var EU_CONSENT_LANGUAGES = ["BG", "CS", "DA", "DE", "EL", "EN", "ES", "ET", "FI", "FR", "HR", "HU", "IT", "LT", "LV", "MT", "NL", "PL", "PT-PT", "RO", "SK", "SL", "SV"];
var CENTRAL_VENDOR_LIST_HOST = "vendorlist.consensu.org";
var ownVendorListUrl = (value) => isHttpUrl(value) && new URL(value).hostname.toLowerCase() !== CENTRAL_VENDOR_LIST_HOST;
var vendorListSection = z2.looseObject({
  baseUrl: z2.string().trim().refine(ownVendorListUrl, issueParams("INVALID_BASE_URL")),
  language: z2.string().trim().refine((v) => EU_CONSENT_LANGUAGES.includes(v.toUpperCase()), issueParams("UNSUPPORTED_LANGUAGE")).default("EN").meta({ enum: EU_CONSENT_LANGUAGES })
}).optional().meta({ description: "The station\u2019s own copy of the IAB vendor list (not vendorlist.consensu.org) and its language." });

// cli/errors/catalogue.ts
var didYouMean = (suggestion) => suggestion === void 0 ? "" : `; did you mean ${JSON.stringify(suggestion)}?`;
var PROBLEMS = {
  FILE_NOT_FOUND: () => "file not found",
  DIRECTORY_NOT_FOUND: () => "directory not found",
  NO_STATION_FILES: () => "no station files (<id>.json) found",
  MALFORMED_JSON: (p) => `malformed JSON: ${p.reason}`,
  REQUIRED: () => "is required",
  WRONG_TYPE: (p) => `must be ${p.expected}, got ${p.received}`,
  TOO_SMALL_NUMBER: (p) => `must be at least ${p.minimum}, got ${p.received}`,
  EMPTY_STRING: () => "must not be empty",
  NOT_ONE_OF: (p) => `must be one of ${p.values.map((v) => JSON.stringify(v)).join(", ")}; got ${p.received}${didYouMean(p.suggestion)}`,
  NO_MATCHING_FORM: (p) => `must be ${p.expected.join(" or ")}, got ${p.received}`,
  NOT_HTTP_URL: () => "must be an http(s) URL",
  NOT_URL_OR_PATH: () => "must be an http(s) URL or a path starting with /",
  NOT_A_REGION: (p) => `must be a US state with a privacy law (${PRIVACY_LAW_REGIONS.join(", ")}), got ${p.received}`,
  INVALID_BASE_URL: () => "invalid base URL: must be the http(s) address of the station's own copy of the vendor list, not empty and not the official central list host vendorlist.consensu.org",
  UNSUPPORTED_LANGUAGE: (p) => `unsupported language ${p.received}: must be an EU language code (${EU_CONSENT_LANGUAGES.join(", ")})`,
  SID_MISMATCH: (p) => `must equal the file's id ${p.id}, got ${p.sid}`,
  NO_STREAM: () => "needs at least one valid stream URL: audioHls, audioFlash or audioHtml",
  URL_REQUIRED_FOR_SOURCE: (p) => `is required when metadata.source is "${p.source}"`,
  NOT_A_MOUNT: () => 'must be a mount path such as "/live.mp3"',
  NOT_A_PUBLISHING_BASE: () => "must be the http(s) address dist/ is published at, without a query, fragment or password (e.g. https://embed.radio.example)",
  UNKNOWN_KEY: (p) => `unknown key${didYouMean(p?.suggestion)}`,
  NOT_A_CSS_COLOUR: (p) => `must be a CSS colour: #rrggbb, #rgb, rgb(\u2026) or hsl(\u2026); got ${p.received}`,
  INVALID: () => "is invalid",
  BUNDLE_FAILED: (p) => `could not bundle the runtime:
${p.details}`,
  WRITE_FAILED: (p) => `cannot write the output: ${p.reason}`,
  NOT_AN_OUTPUT_FOLDER: () => "is not empty and holds no radio-embed build (no manifest.json of ours); choose a new or empty folder, or the folder of a previous build",
  OUTPUT_LOCKED: (p) => `is being written by another radio-embed build (pid ${p.pid} on ${p.host}, since ${p.since}); run again once it has finished, or delete ${p.lock} if that process is gone`,
  UNTRUSTED_KEPT_STATION: (p) => `does not match the page in ${p.id}/ (edited by hand?); rebuild station ${p.id} (--station ${p.id}, or --all) or delete its folder`,
  TEMPLATE_PLACEHOLDER: (p) => `unknown placeholder {{${p.name}}}`,
  NOT_A_CSP_SOURCE: (p) => `cannot be written into the Content-Security-Policy: ${p.reason}`,
  NOT_A_CSP_HOST: (p) => `its host cannot be allowed by the Content-Security-Policy: ${p.reason}`,
  UNWRITABLE_POLICY: (p) => `the Content-Security-Policy cannot be written: ${p.reason}`,
  UNSAFE_INLINE: () => "'unsafe-inline' is not allowed: pages allow inline code by hash only",
  ALREADY_EXISTS: () => "already exists; use --force to overwrite it",
  NO_STATION_CONFIG: (p) => `Fatal Error: Unable to load config for station ${p.id}`,
  FETCH_FAILED: (p) => `cannot fetch: ${p.reason}`,
  HTTP_STATUS: (p) => `HTTP ${p.status}${p.statusText ? ` ${p.statusText}` : ""}`,
  NOT_JSON: () => "the response is not JSON",
  FETCH_TIMEOUT: (p) => `no complete answer within ${p.seconds} s`,
  BODY_TOO_LARGE: (p) => `the response is larger than ${p.megabytes} MB, which no station config is; not read further`,
  PORT_IN_USE: (p) => `port ${p.port} is in use; pick another with --port`,
  NO_BUILD: () => "not found; run radio-embed build first (or give its --out-dir)",
  NOT_A_MANIFEST: () => "is not the manifest of a radio-embed build",
  NOT_FOR_NGINX: (p) => `the headers of ${p.path} hold "$", a quote or a backslash, which an nginx string cannot hold; remove it from csp.sources`,
  NOT_A_POLICY: (p) => `is not a policy radio-embed writes (${p.reason}); rebuild (radio-embed build --all)`,
  RENAMED_FIELD: (p) => `was renamed to ${JSON.stringify(p.to)} in radio-embed ${p.since}; rename it in this file (the value stays the same)`,
  FOLDER_NOT_EMPTY: () => "is not empty; radio-embed new makes a repo in a new or empty folder only",
  NOT_A_FOLDER: () => "is a file, not a folder; radio-embed new makes a repo in a new or empty folder",
  AWS_CLI_MISSING: () => "the AWS CLI (aws) is not on the PATH; publish uploads with it: install it (apt-get install awscli, or https://aws.amazon.com/cli/), or preview the uploads with --dry-run",
  // Hostile or broken input files (issue 15 §7): each is that file's problem, the others go on.
  NOT_A_REGULAR_FILE: (p) => `is ${p.kind}, not a regular file; not read`,
  FILE_TOO_LARGE: (p) => `larger than the ${p.limit.toLocaleString("en-US")}-byte limit for an input file; not read`,
  FILE_UNREADABLE: (p) => `cannot be read (${p.code})`,
  TOO_DEEPLY_NESTED: (p) => `nested more than ${p.limit} levels deep (the limit for an input file)`
};

// cli/errors/problem.ts
function problem(code, where, ...params) {
  const render = PROBLEMS[code];
  return { ...where, code, message: render(params[0]) };
}

// cli/package-root.ts
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
var PACKAGE_ROOT = fileURLToPath(new URL("..", import.meta.url));
var VERSION = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")).version;

// cli/bundle/inline-css-plugin.ts
import { transform } from "esbuild";
import { readFileSync as readFileSync2, statSync } from "node:fs";
import { dirname, relative, resolve, sep } from "node:path";
var NAMESPACE = "inline-css";
function inlineCssPlugin() {
  const hashes = /* @__PURE__ */ new Map();
  const minified = /* @__PURE__ */ new Map();
  const plugin = {
    name: "radio-embed-inline-css",
    setup(build2) {
      const workDir = build2.initialOptions.absWorkingDir ?? process.cwd();
      build2.onResolve({ filter: /\.css\?inline$/ }, (args) => ({
        path: relative(workDir, resolve(dirname(args.importer), args.path.replace(/\?inline$/, ""))).split(sep).join("/"),
        namespace: NAMESPACE
      }));
      build2.onLoad({ filter: /.*/, namespace: NAMESPACE }, async (args) => {
        const file = resolve(workDir, args.path);
        const { mtimeMs } = statSync(file);
        let css = minified.get(file)?.mtimeMs === mtimeMs ? minified.get(file).css : void 0;
        if (css === void 0) {
          css = (await transform(readFileSync2(file, "utf8"), { loader: "css", minify: true })).code.trim();
          minified.set(file, { mtimeMs, css });
        }
        hashes.set(`${NAMESPACE}:${args.path}`, cspHash(css));
        return { contents: `export default ${JSON.stringify(css)};`, loader: "js", watchFiles: [file] };
      });
    }
  };
  return {
    plugin,
    hashesFor: (inputs) => inputs.flatMap((input) => hashes.get(input) ?? []).sort()
  };
}

// cli/bundle/one-shared-chunk-plugin.ts
import { readFile } from "node:fs/promises";
import { dirname as dirname2, extname, relative as relative2, resolve as resolve2, sep as sep2 } from "node:path";
function oneSharedChunkPlugin(entryPoint, apartDir) {
  return {
    name: "radio-embed-one-shared-chunk",
    setup(build2) {
      const entry = resolve2(build2.initialOptions.absWorkingDir ?? process.cwd(), entryPoint);
      const runtime = dirname2(entry) + sep2;
      const lazyModules = /* @__PURE__ */ new Set();
      const apart = apartDir && resolve2(build2.initialOptions.absWorkingDir ?? process.cwd(), apartDir) + sep2;
      build2.onResolve({ filter: /^\.\.?\// }, async (args) => {
        if (args.kind !== "dynamic-import" || args.pluginData?.oneSharedChunk) return void 0;
        const result = await build2.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: { oneSharedChunk: true }
        });
        if (result.errors.length === 0 && result.path.startsWith(runtime) && !(apart && result.path.startsWith(apart))) lazyModules.add(result.path);
        return result;
      });
      const inRuntime = new RegExp(`^${runtime.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}.*\\.[cm]?[jt]sx?$`);
      build2.onLoad({ filter: inRuntime }, async (args) => {
        if (!lazyModules.has(args.path) || args.path === entry) return void 0;
        const source = await readFile(args.path, "utf8");
        const extension = extname(args.path).slice(1);
        const loader = extension === "tsx" ? "tsx" : extension === "ts" || extension === "mts" ? "ts" : extension === "jsx" ? "jsx" : "js";
        const fromHere = relative2(dirname2(args.path), entry).split(sep2).join("/");
        const specifier = fromHere.startsWith(".") ? fromHere : `./${fromHere}`;
        return { contents: `${source}
import ${JSON.stringify(specifier)};
`, loader, resolveDir: dirname2(args.path) };
      });
    }
  };
}

// cli/bundle/parallel-chunk-loads-plugin.ts
import { basename, resolve as resolve3 } from "node:path";
function parallelChunkLoadsPlugin() {
  return {
    name: "radio-embed-parallel-chunk-loads",
    setup(build2) {
      const root = build2.initialOptions.absWorkingDir ?? process.cwd();
      build2.onEnd((result) => {
        if (!result.metafile || !result.outputFiles) return;
        const rewritten = rewriteDynamicImports(result.metafile);
        result.outputFiles = result.outputFiles.map((file) => {
          const rewrite = rewritten.get(file.path);
          return rewrite ? withText(file, rewrite(file.text)) : file;
        });
      });
      function rewriteDynamicImports(metafile) {
        const outputs = metafile.outputs;
        const closure = staticClosure(outputs);
        const rewrites = /* @__PURE__ */ new Map();
        for (const [path, output] of Object.entries(outputs)) {
          const present = closure(path);
          const targets = output.imports.filter((i) => i.kind === "dynamic-import" && !i.external && outputs[i.path]).map((i) => ({ target: i.path, extra: [...closure(i.path)].filter((dep) => dep !== i.path && !present.has(dep)) })).filter(({ extra }) => extra.length > 0);
          if (targets.length === 0) continue;
          rewrites.set(
            resolve3(root, path),
            (text) => targets.reduce((code, { target, extra }) => loadInParallel(code, target, extra), text)
          );
        }
        return rewrites;
      }
    }
  };
}
function staticClosure(outputs) {
  const memo = /* @__PURE__ */ new Map();
  const closure = (path) => {
    let found = memo.get(path);
    if (found) return found;
    memo.set(path, found = /* @__PURE__ */ new Set([path]));
    for (const i of outputs[path]?.imports ?? []) {
      if (i.kind === "import-statement" && !i.external) for (const dep of closure(i.path)) found.add(dep);
    }
    return found;
  };
  return closure;
}
var escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
function loadInParallel(code, target, deps) {
  const site = new RegExp(`import\\("((?:[^"]*/)?)${escapeRegExp(basename(target))}"\\)`, "g");
  return code.replace(site, (call, prefix) => {
    const alongside = deps.map((dep) => `import(${JSON.stringify(prefix + basename(dep))})`);
    return `Promise.all([${[call, ...alongside].join(",")}]).then(m=>m[0])`;
  });
}
function withText(file, text) {
  const contents = new TextEncoder().encode(text);
  return { path: file.path, hash: file.hash, contents, text };
}

// cli/bundle/bundle-runtime.ts
var ASSETS_DIR = "assets";
async function bundleRuntime(options = {}) {
  const setup = runtimeBuild(options);
  try {
    return setup.toBundle(await build(setup.options));
  } catch (error) {
    throw asBundleError(error, setup.entryPoint);
  }
}
var PAGE_ENTRY = "runtime/main.ts";
var APP_ENTRY = "runtime/app.tsx";
var FIRST_PAINT_DIR = "runtime/first-paint";
function runtimeEsbuildBase(root) {
  return {
    absWorkingDir: root,
    platform: "browser",
    target: "es2022",
    charset: "utf8",
    jsx: "automatic",
    jsxImportSource: "preact",
    alias: {
      react: "preact/compat",
      "react-dom": "preact/compat",
      "react/jsx-runtime": "preact/jsx-runtime"
    },
    define: { "process.env.NODE_ENV": '"production"' },
    entryNames: "[name]-[hash]",
    chunkNames: "[name]-[hash]",
    assetNames: "[name]-[hash]",
    // Files referenced by the runtime (images, fonts) are fetched relative to the page (dist/<id>/).
    publicPath: `../${ASSETS_DIR}`,
    loader: { ".svg": "file", ".png": "file", ".jpg": "file", ".webp": "file", ".woff2": "file" }
  };
}
function runtimeBuild(options) {
  const root = options.root ?? PACKAGE_ROOT;
  const entryPoint = options.entryPoint ?? PAGE_ENTRY;
  const appEntry = entryPoint === PAGE_ENTRY ? APP_ENTRY : entryPoint;
  const inlineCss = inlineCssPlugin();
  const esbuildOptions = {
    ...runtimeEsbuildBase(root),
    entryPoints: [entryPoint],
    // Nothing is written by esbuild itself (write: false); this folder only shapes the names.
    outdir: join(root, ".bundle", ASSETS_DIR),
    write: false,
    bundle: true,
    minify: true,
    format: "esm",
    splitting: true,
    plugins: [
      ...options.plugins ?? [],
      inlineCss.plugin,
      ...options.oneSharedChunk === false ? [] : [oneSharedChunkPlugin(appEntry, FIRST_PAINT_DIR)],
      parallelChunkLoadsPlugin()
    ],
    metafile: true,
    logLevel: "silent"
  };
  const toOutputPath = (path) => `${ASSETS_DIR}/${basename2(path)}`;
  const toBundle = (result) => {
    const entry = entryFiles(result.metafile, relative3(root, join(root, entryPoint)), toOutputPath);
    const firstLoad = /* @__PURE__ */ new Set([entry.script, ...entry.chunks, ...entry.styles]);
    const files = result.outputFiles.map((file) => ({ path: toOutputPath(file.path), contents: file.contents })).filter((file) => !file.path.endsWith(".css") || firstLoad.has(file.path));
    return {
      files,
      entry,
      integrity: Object.fromEntries(files.filter((f) => firstLoad.has(f.path)).map((f) => [f.path, integrity(f.contents)])),
      inlineStyleHashes: inlineCss.hashesFor(Object.keys(result.metafile.inputs)),
      metafile: result.metafile,
      ...appEntry === entryPoint ? {} : { app: appEntry }
    };
  };
  return { options: esbuildOptions, entryPoint, toBundle };
}
function asBundleError(error, entryPoint) {
  if (!isBuildFailure(error)) return error;
  const details = error.errors.map((e) => e.location ? `${e.location.file}:${e.location.line}:${e.location.column + 1}: ${e.text}` : e.text).join("\n");
  return new CliError([problem("BUNDLE_FAILED", { file: entryPoint }, { details })]);
}
function entryFiles(metafile, entryPoint, toOutputPath) {
  const outputs = metafile.outputs;
  const entryKey = Object.keys(outputs).find((key) => outputs[key].entryPoint === entryPoint);
  if (!entryKey) throw new Error(`esbuild produced no output for ${entryPoint}`);
  const chunks = /* @__PURE__ */ new Set();
  const styles = /* @__PURE__ */ new Set();
  const visit = (key) => {
    const output = outputs[key];
    if (output.cssBundle) styles.add(output.cssBundle);
    for (const imported of output.imports) {
      if (imported.kind === "import-statement" && !imported.external && !chunks.has(imported.path)) {
        chunks.add(imported.path);
        visit(imported.path);
      }
    }
  };
  visit(entryKey);
  const entryOutput = outputs[entryKey];
  const [onlyChunk, ...more] = [...chunks];
  const entryIsStub = onlyChunk !== void 0 && more.length === 0 && entryOutput.exports.length === 0 && entryOutput.bytes < 64;
  if (entryIsStub) chunks.delete(onlyChunk);
  return {
    script: toOutputPath(entryIsStub ? onlyChunk : entryKey),
    chunks: [...chunks].map(toOutputPath),
    styles: [...styles].map(toOutputPath)
  };
}
function isBuildFailure(error) {
  return error instanceof Error && Array.isArray(error.errors);
}

// cli/report/first-load.ts
import { basename as basename3 } from "node:path";
function pageAssetPaths(bundle) {
  return [bundle.entry.script, ...bundle.entry.chunks, ...bundle.entry.styles];
}
function lazyEntryNames(bundle) {
  const pageEntry = pageEntryKey(bundle);
  return Object.entries(bundle.metafile.outputs).filter(([key, output]) => key !== pageEntry && output.entryPoint !== void 0 && key.endsWith(".js")).map(([, output]) => output.entryPoint).sort();
}
function lazyChunkPaths(bundle, entryName) {
  const onPage = new Set(pageAssetPaths(bundle));
  if (bundle.app && entryName !== bundle.app) for (const path of chunkClosure(bundle, bundle.app)) onPage.add(path);
  return chunkClosure(bundle, entryName).filter((path) => !onPage.has(path));
}
function chunkClosure(bundle, entryName) {
  const outputs = bundle.metafile.outputs;
  const key = Object.keys(outputs).find((k) => outputs[k].entryPoint === entryName && k.endsWith(".js"));
  if (!key) throw new Error(`the build has no lazy chunk for ${entryName}; it has: ${lazyEntryNames(bundle).join(", ")}`);
  return [...staticClosure2(outputs, key)].map(assetPath);
}
function assetContents(bundle, path) {
  const file = bundle.files.find((f) => f.path === path);
  if (!file) throw new Error(`the build has no file ${path}`);
  return file.contents;
}
var assetPath = (key) => `${ASSETS_DIR}/${basename3(key)}`;
function pageEntryKey(bundle) {
  const outputs = bundle.metafile.outputs;
  const imported = new Set(Object.values(outputs).flatMap((o) => o.imports.map((i) => i.path)));
  return Object.keys(outputs).find((k) => outputs[k].entryPoint !== void 0 && k.endsWith(".js") && !imported.has(k));
}
function staticClosure2(outputs, key, found = /* @__PURE__ */ new Set()) {
  if (found.has(key)) return found;
  found.add(key);
  for (const i of outputs[key]?.imports ?? []) {
    if (i.kind === "import-statement" && !i.external) staticClosure2(outputs, i.path, found);
  }
  return found;
}

// ../../../tmp/layers-dump.ts
var b = await bundleRuntime({ root: process.argv[2] });
for (const f of lazyChunkPaths(b, "runtime/app.tsx")) if (f.includes("chunk")) writeFileSync(process.argv[3], assetContents(b, f));
