// shapes.mjs — the three scenarios of the peer harness (../shared/bench/peer-vendure, shapes-vendure.mjs is its
// contract for "the same work") against Shopwright's GraphQL API, on the bench catalog (collection "bench", seeded by
// bench/headless.ts). A headless client uses a public storefront token (env SW_TOKEN) and carries its cart by cartToken.
const VARIANT_FIELDS = 'id sku attributes { name value } price { cents formatted currencyCode } qtyInStock unlimited';
const PRODUCT_BY_SLUG = `query ProductBySlug($slug: String!) {
  product(urlSlug: $slug, collectionSlug: "bench") { id title urlSlug excerpt variants { ${VARIANT_FIELDS} } } }`;
const PRODUCT_LIST = `query ProductList($take: Int!) {
  collection(urlSlug: "bench") { products(first: $take) { edges { node { id title urlSlug variants { ${VARIANT_FIELDS} } } } } } }`;
const ADD_TO_CART = `mutation AddToCart($itemId: ID!, $sku: String!) {
  addToCart(input: { itemId: $itemId, sku: $sku, quantity: 1 }) {
    cart { cartToken totalQuantity subtotal { cents } grandTotal { cents } } userErrors { code message } } }`;
const READ_CART = `query Cart($token: String!) {
  shoppingCart(cartToken: $token) { cartToken totalQuantity subtotal { cents } grandTotal { cents }
    entries { id quantity subTotal { cents } chosenVariant { sku } title } } }`;
const DISCOVER = `query { collection(urlSlug: "bench") { products(first: 100) { edges { node { id urlSlug variants { sku unlimited qtyInStock } } } } } }`;

const token = process.env.SW_TOKEN;
export default {
  name: 'shopwright',
  auth: { staticHeaders: token ? { authorization: `Bearer ${token}` } : {} },
  readiness: { query: PRODUCT_LIST, variables: { take: 1 }, check: (j) => j.data?.collection?.products?.edges?.length > 0 },
  async discover(gql) {
    const r = await gql(DISCOVER, {});
    const edges = r.json?.data?.collection?.products?.edges;
    if (!edges?.length) throw new Error(`discover failed: HTTP ${r.status} ${JSON.stringify(r.json)?.slice(0, 300)}`);
    const slugs = [];
    const lines = [];
    for (const { node } of edges) {
      slugs.push(node.urlSlug);
      for (const v of node.variants) if (v.unlimited || v.qtyInStock > 0) lines.push({ itemId: node.id, sku: v.sku });
    }
    return { slugs, lines };
  },
  scenarios: {
    product: {
      steps: [
        {
          name: 'productBySlug',
          query: PRODUCT_BY_SLUG,
          variables: (fx, i) => ({ slug: fx.slugs[i % fx.slugs.length] }),
          check: (j) => Array.isArray(j.data?.product?.variants) && j.data.product.variants.length > 0,
        },
      ],
    },
    list: {
      steps: [
        {
          name: 'productList',
          query: PRODUCT_LIST,
          variables: () => ({ take: 20 }),
          check: (j) => j.data?.collection?.products?.edges?.length === 20,
        },
      ],
    },
    cart: {
      freshSession: true,
      steps: [
        {
          name: 'addToCart',
          query: ADD_TO_CART,
          variables: (fx, i) => fx.lines[i % fx.lines.length],
          check: (j, st) => {
            const c = j.data?.addToCart?.cart;
            if (c?.totalQuantity !== 1) return false;
            st.token = c.cartToken;
            return true;
          },
        },
        {
          name: 'shoppingCart',
          query: READ_CART,
          variables: (_fx, _i, st) => ({ token: st.token }),
          check: (j, st) =>
            j.data?.shoppingCart?.cartToken === st.token &&
            j.data.shoppingCart.totalQuantity === 1 &&
            j.data.shoppingCart.entries.length === 1,
        },
      ],
    },
  },
};
