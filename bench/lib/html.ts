const attr = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}\\s*=\\s*["']?([^"'\\s>]+)`, 'i'))?.[1];

/** The JS and CSS index.html references: module scripts and modulepreload links (what Vite emits for the entry). */
export function assetsOfIndex(html: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag, 'src');
    if (src) js.add(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attr(tag, 'rel')?.toLowerCase();
    const href = attr(tag, 'href');
    if (href && rel === 'modulepreload') js.add(href);
    if (href && rel === 'stylesheet') css.add(href);
  }
  return { js: [...js], css: [...css] };
}
