/** Where a script element goes (spec §5 "Script loader"). */
export const InsertMode = {
  HEAD_PREPEND: 'head-prepend',
  HEAD_APPEND: 'head-append',
  BODY_PREPEND: 'body-prepend',
  BODY_APPEND: 'body-append',
} as const;
export type InsertMode = (typeof InsertMode)[keyof typeof InsertMode];

const MODES: readonly string[] = Object.values(InsertMode);

/** Any other value falls back to head-append (spec §5). */
export function normalizeInsertMode(mode: unknown): InsertMode {
  return typeof mode === 'string' && MODES.includes(mode) ? (mode as InsertMode) : InsertMode.HEAD_APPEND;
}

/** Inserts `element` per `mode`; throws when the target (head or body) is missing. */
export function insertElement(document: Document, element: Element, mode: InsertMode): void {
  const parent = mode.startsWith('body') ? document.body : document.head;
  if (!parent) throw new Error(`No ${mode.startsWith('body') ? 'body' : 'head'} element`);
  if (mode.endsWith('prepend')) parent.insertBefore(element, parent.firstChild);
  else parent.appendChild(element);
}
