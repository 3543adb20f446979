/**
 * The station's embed code: the build's own `snippet.html` beside the page (`dist/<id>/`), so what
 * a visitor copies is exactly what the station pastes, from the operator's template. Null when it
 * cannot be read.
 */
export async function fetchEmbedCode(pageUrl: string): Promise<string | null> {
  try {
    const response = await fetch(new URL('snippet.html', pageUrl), { cache: 'no-cache' });
    const text = response.ok ? (await response.text()).trim() : '';
    return text.startsWith('<') ? text : null;
  } catch {
    return null;
  }
}
