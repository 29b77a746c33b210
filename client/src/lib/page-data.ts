// JSON the server wrote into a rendered page, in a script element of its own (domain/rendered-page.ts): the Apollo
// cache, the cookies the page was rendered with.

/** The JSON in the element with this id, or null when the page has none (or it does not parse). */
export function pageData<T>(id: string): T | null {
  const text = document.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}
