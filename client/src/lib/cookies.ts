// Reads a cookie that page scripts may see (the crumb, SiteUserInfo), decoded; null when absent.

export function readCookie(name: string): string | null {
  for (const pair of document.cookie.split(';')) {
    const at = pair.indexOf('=');
    if (at !== -1 && pair.slice(0, at).trim() === name) return decodeCookieValue(pair.slice(at + 1).trim());
  }
  return null;
}

function decodeCookieValue(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
