// A request path as the segments it names: each segment percent-decoded exactly once, from the raw URL. Malformed
// percent-encoding ('/%ZZ', '/shop/%C0%AE') is the client's mistake: null here, a 400 at the door.

/** The decoded, non-empty segments of a URL's path, or null when one cannot be decoded. */
export function pathSegments(url: string): string[] | null {
  const raw = new URL(url).pathname.split('/').filter(Boolean);
  try {
    return raw.map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}
