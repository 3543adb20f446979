/**
 * Adds a lazy part's stylesheet (`import css from './x.css?inline'`) to the document once, as its
 * own <style> holding exactly the imported text: the build allows that text's hash in the page's
 * CSP (style-src, no 'unsafe-inline'). First in <head>, so the page's stylesheet and the station's
 * custom CSS (later, same specificity) win over it.
 */
export function addStyle(doc: Document, id: string, css: string): void {
  if (doc.getElementById(id)) return;
  const style = doc.createElement('style');
  style.id = id;
  style.textContent = css;
  doc.head.prepend(style);
}
