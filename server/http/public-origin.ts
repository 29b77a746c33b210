// The origin a website's absolute URLs use (sitemap, robots.txt, page heads): the scheme of PUBLIC_URL and the host
// the request came to (each website answers on its own hosts), or PUBLIC_URL's host when the request names none.

/** A function from a request's Host header to its origin, e.g. https://shop.example.com. */
export function publicOrigin(publicUrl: string): (host: string | undefined) => string {
  const url = new URL(publicUrl);
  return (host) => `${url.protocol}//${host ?? url.host}`;
}
