/**
 * Global Privacy Control for one preview frame. The runtime reads `navigator.globalPrivacyControl`
 * (https://privacycg.github.io/gpc-spec/), which Chromium does not have at all; this script,
 * served by preview from the page's own origin (so the station's CSP, script-src 'self', lets it
 * run), defines it before the runtime's module script reads it. Only the frames preview's GPC
 * switch asks for get it; the `Sec-GPC: 1` request header a real browser adds is not simulated.
 */
export const GPC_SHIM_PATH = '/_preview/gpc.js';

export const GPC_SHIM = `// radio-embed preview: this frame simulates a browser that sends Global Privacy Control.
Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true });
`;

/** The embed page with the shim loaded first (a classic script in the head runs before any module). */
export function withGpcShim(html: string): string {
  const tag = `<script src="${GPC_SHIM_PATH}"></script>`;
  return html.includes('</head>') ? html.replace('</head>', `${tag}\n</head>`) : tag + html;
}
