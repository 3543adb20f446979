/**
 * Fires a GET through a hidden 1×1 image appended to `parent` (pixels and user-sync redirects).
 * Returns the image so the owner's teardown can remove it.
 */
export function appendPixel(parent: Element, url: string): HTMLImageElement {
  const image = parent.ownerDocument.createElement('img');
  image.width = 1;
  image.height = 1;
  image.alt = '';
  image.setAttribute('aria-hidden', 'true');
  image.style.position = 'absolute';
  image.style.left = '-9999px';
  image.src = url;
  parent.appendChild(image);
  return image;
}
