import { useEffect } from 'react';

/**
 * Sets the tab title; the app name stays last so tabs stay recognisable ("Masuk · Notulen").
 * `bare` uses the title as given (the landing page's title already names the product).
 */
export function useDocumentTitle(title: string, bare = false) {
  useEffect(() => {
    document.title = bare ? title : title ? `${title} · Notulen` : 'Notulen';
  }, [title, bare]);
}
