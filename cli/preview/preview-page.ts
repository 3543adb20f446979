import { escapeHtml } from '../render/escape';

/** The operator's pages of `preview` (the gallery, a station's frames): one plain shell. */
export function previewPage(title: string, body: string, head = ''): string {
  return `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">${head}<title>${escapeHtml(title)}</title><style>${STYLE}</style><body>${body}</body></html>`;
}

const STYLE = `
body{font:15px/1.45 system-ui,sans-serif;margin:0;padding:24px;background:#eef1f4;color:#11181f}
h1{font-size:1.4rem;margin:0 0 16px}h2{font-size:1.05rem;margin:0}
a{color:#1d4ed8}
.gallery{display:grid;grid-template-columns:repeat(auto-fill,minmax(300px,1fr));gap:16px}
.card,.panel{background:#fff;border:1px solid #d5dbe1;border-radius:8px;padding:14px}
.card header{display:flex;justify-content:space-between;gap:8px;align-items:baseline}
.badge{font-size:.8rem;font-weight:600;padding:1px 8px;border-radius:999px;white-space:nowrap}
.valid{background:#dcfce7;color:#14532d}.warning{background:#fef3c7;color:#713f12}.broken{background:#fee2e2;color:#7f1d1d}.checking{background:#e5e7eb;color:#374151}
.reports{font:12px/1.4 ui-monospace,monospace;white-space:pre-wrap;margin:10px 0 0;padding:8px;background:#f6f8fa;border-radius:4px}
.links{margin:10px 0 0;display:flex;gap:12px;flex-wrap:wrap}
.switches{display:flex;flex-wrap:wrap;gap:6px 8px;margin:0 0 10px;align-items:center}
.switch-name{min-width:11em;font-weight:600}
.switches a{padding:3px 12px;border:1px solid #9aa5b1;border-radius:999px;text-decoration:none}
.switches a[aria-current]{background:#11181f;color:#fff;border-color:#11181f}
.frames{display:flex;flex-wrap:wrap;gap:20px;align-items:flex-start;margin:0 0 20px}
figure{margin:0}figcaption{font-size:.85rem;color:#3d4852;margin:0 0 4px}
iframe{display:block;border:0;border-radius:8px;background:#101418}
.privacy{margin:0 0 16px}.privacy h2{margin:0 0 6px}
.note{font-size:.85rem;color:#3d4852;margin:0 0 10px;max-width:75em}
.stored,.expect{margin:0 0 10px}output{font-weight:600}
button{font:inherit;padding:3px 12px;border:1px solid #9aa5b1;border-radius:999px;background:#fff;cursor:pointer}
textarea{width:100%;box-sizing:border-box;font:12px/1.4 ui-monospace,monospace;height:5.5em}
`;
