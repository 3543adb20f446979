import { appendPixel } from '../../../lib/pixel';
import type { UserMatch } from './user-match';

const isUrl = (tag: string): boolean => /^https?:\/\//i.test(tag.trim());
const isMarkup = (tag: string): boolean => tag.trim().startsWith('<');

/**
 * Runs one user match inside `container` and returns what it added (for teardown).
 * A Tag is either markup or a URL: markup is inserted as is (scripts re-created so they run);
 * a URL becomes, by Type, a script (js), a 1×1 image (redirect) or a hidden iframe (iframe).
 * A js Tag that is neither is inline code.
 */
export function renderUserMatch(container: HTMLElement, match: UserMatch): Node[] {
  const document = container.ownerDocument;
  const tag = match.Tag.trim();
  if (isMarkup(tag)) return renderMarkup(container, tag);
  if (match.Type === 'redirect') return isUrl(tag) ? [appendPixel(container, tag)] : [];
  if (match.Type === 'iframe') {
    if (!isUrl(tag)) return [];
    const frame = document.createElement('iframe');
    frame.src = tag;
    frame.width = '0';
    frame.height = '0';
    frame.title = 'user matching';
    frame.setAttribute('aria-hidden', 'true');
    frame.tabIndex = -1;
    frame.style.border = '0';
    return [container.appendChild(frame)];
  }
  const script = document.createElement('script');
  if (isUrl(tag)) {
    script.src = tag;
    script.async = true;
  } else {
    script.text = tag;
  }
  return [container.appendChild(script)];
}

function renderMarkup(container: HTMLElement, markup: string): Node[] {
  const document = container.ownerDocument;
  const template = document.createElement('template');
  template.innerHTML = markup;
  // Scripts parsed through innerHTML never run; a fresh element with the same attributes does.
  for (const parsed of Array.from(template.content.querySelectorAll('script'))) {
    const script = document.createElement('script');
    for (const { name, value } of Array.from(parsed.attributes)) script.setAttribute(name, value);
    script.text = parsed.text;
    parsed.replaceWith(script);
  }
  const nodes = Array.from(template.content.childNodes);
  container.append(...nodes);
  return nodes;
}
