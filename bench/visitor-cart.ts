// A visitor with a line in their cart, made as a browser makes it (a page for the crumb, then addToCart with it), for
// benches of the shopper's own pages: the cookies to send (a Cookie header, or Playwright's cookies).

/** The name=value pairs of a response's Set-Cookie headers. */
function setCookies(res: Response): [string, string][] {
  return res.headers.getSetCookie().map((line) => {
    const pair = line.split(';')[0] ?? '';
    const at = pair.indexOf('=');
    return [pair.slice(0, at), pair.slice(at + 1)];
  });
}

export type VisitorCookies = { header: string; pairs: [string, string][] };

/** A new visitor of the store at `baseUrl` with one Classic Tee (M, Black) in their cart. */
export async function visitorWithCart(baseUrl: string): Promise<VisitorCookies> {
  const jar = new Map<string, string>(setCookies(await fetch(`${baseUrl}/shop`)));
  const header = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: header(), 'x-csrf-token': jar.get('crumb') ?? '' },
    body: JSON.stringify({
      query: 'mutation { addToCart(input: { itemId: "prod-classic-tee", sku: "TEE-M-BLACK" }) { userErrors { message } } }',
    }),
  });
  const answer = (await res.json()) as { data?: { addToCart: { userErrors: { message: string }[] } } };
  if (!answer.data || answer.data.addToCart.userErrors.length > 0) throw new Error(`addToCart failed: ${JSON.stringify(answer)}`);
  for (const [name, value] of setCookies(res)) jar.set(name, value);
  if (!jar.has('CART')) throw new Error('addToCart set no CART cookie');
  return { header: header(), pairs: [...jar] };
}
