// Percent-decoding of what the browser hands over (a cookie's value, a route's parameter): a malformed escape is kept
// as it came rather than thrown.
export function decodeComponent(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
