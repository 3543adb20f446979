/**
 * The station's embed code: the build's own `snippet.html` beside the page (`dist/<id>/`), so what
 * a visitor copies is exactly what the station pastes, from the operator's template. Null when it
 * cannot be read.
 */
export async function fetchEmbedCode(pageUrl: string): Promise<string | null> {
  try {
    const response = await fetch(new URL('snippet.html', pageUrl), { cache: 'no-cache' });
    const page = response.ok ? await response.text() : '';
    // The build's snippet.html is a page around the iframe (cli/render/render-snippet.ts); an older one is the iframe alone.
    const text = (/<body>([\s\S]*)<\/body>/.exec(page)?.[1] ?? page).trim();
    return text.startsWith('<') ? text : null;
  } catch {
    return null;
  }
}
