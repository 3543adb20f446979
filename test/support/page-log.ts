/** What a page said while a test drove it: uncaught errors and console output. */
export interface PageLog {
  /** Uncaught exceptions and unhandled rejections in the page. */
  pageErrors: Error[];
  /** Console messages in order, e.g. `{ type: 'warning', text: '…' }`. */
  consoleMessages: { type: string; text: string }[];
}

export function emptyPageLog(): PageLog {
  return { pageErrors: [], consoleMessages: [] };
}
