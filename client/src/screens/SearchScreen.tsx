// The search page (/search, page type 102): a search form whose query lives in the URL (?q=), and the products, posts,
// events and gallery images found — kind, linked title, image, price for products, a plain-text snippet — 20 at a time
// with 'More results'. It records no page view: analytics skips page type 102.
import { useQuery } from '@apollo/client/react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { LOADING_TEXT, UNABLE_TO_LOAD_MESSAGE } from '../../../domain/messages.ts';
import { MAX_SEARCH_QUERY_LENGTH, MIN_SEARCH_QUERY_LENGTH, searchQueryText, searchWords } from '../../../domain/site-search.ts';
import { PageType } from '../../../domain/site-structure.ts';
import { usePageView } from '../analytics/page-view.ts';
import { PriceBlock, type PriceBlockProps } from '../components/PriceBlock.tsx';
import type { SearchResultCardFragment } from '../graphql/generated/documents/SearchResultCardFragment.ts';
import { SiteSearchDocument } from '../graphql/generated/documents/SiteSearchQuery.ts';
import type { SearchResultKind } from '../graphql/generated/graphql.ts';
import { Link, useSearchParams } from '../lib/router.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import '../search.css';
import { trackSocialEvent } from '../analytics/trackers.ts';
import { useSiteDates } from '../lib/use-site-dates.ts';

export const SEARCH_PAGE_SIZE = 20;

export const SEARCH_TEXT = {
  title: 'Search',
  label: 'Search this site',
  submit: 'Search',
  more: 'More results',
  loadingMore: LOADING_TEXT,
  moreFailed: 'Unable to load more results. Try again.',
  tooShort: `Type at least ${MIN_SEARCH_QUERY_LENGTH} characters to search.`,
  noResults: (query: string) => `No results for "${query}".`,
  count: (total: number, query: string) => `${total} ${total === 1 ? 'result' : 'results'} for "${query}".`,
  kinds: { PRODUCT: 'Product', POST: 'Post', EVENT: 'Event', IMAGE: 'Image' } satisfies Record<SearchResultKind, string>,
} as const;

export function SearchScreen() {
  const [params, setParams] = useSearchParams();
  const query = searchQueryText(params.get('q'));
  useDocumentTitle(query ? `${SEARCH_TEXT.title}: ${query}` : SEARCH_TEXT.title);
  usePageView({ pageType: PageType.SEARCH });
  const search = (next: string) => setParams(next ? { q: next } : {});
  return (
    <main id="content" className="page search-page" data-page-type={PageType.SEARCH}>
      <h1>{SEARCH_TEXT.title}</h1>
      <SearchForm key={query} initial={query} onSearch={search} />
      {query &&
        (searchWords(query).length === 0 ? (
          <p className="search-page__status">{SEARCH_TEXT.tooShort}</p>
        ) : (
          <SearchResults key={query} query={query} />
        ))}
    </main>
  );
}

function SearchForm({ initial, onSearch }: { initial: string; onSearch: (query: string) => void }) {
  const inputId = useId();
  const [value, setValue] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(searchQueryText(value));
  };
  return (
    <search>
      <form className="search-form" onSubmit={submit}>
        <label htmlFor={inputId}>{SEARCH_TEXT.label}</label>
        <div className="search-form__row">
          <input
            id={inputId}
            type="search"
            name="q"
            value={value}
            maxLength={MAX_SEARCH_QUERY_LENGTH}
            autoComplete="off"
            onChange={(event) => setValue(event.target.value)}
          />
          <button type="submit" className="button">
            {SEARCH_TEXT.submit}
          </button>
        </div>
      </form>
    </search>
  );
}

function SearchResults({ query }: { query: string }) {
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  const { data, loading, error, fetchMore } = useQuery(SiteSearchDocument, {
    variables: { query, first: SEARCH_PAGE_SIZE, offset: 0 },
  });
  useEffect(() => trackSocialEvent('search', { search_string: query }), [query]);
  if (loading && !data) return <p role="status">{LOADING_TEXT}</p>;
  if (error || !data)
    return (
      <p role="alert" className="search-page__status">
        {UNABLE_TO_LOAD_MESSAGE}
      </p>
    );
  const found = data.search;

  async function loadMore() {
    if (loadingMore) return;
    setLoadingMore(true);
    setMoreFailed(false);
    try {
      await fetchMore({
        variables: { offset: found.results.length },
        updateQuery: (previous, { fetchMoreResult }) => ({
          ...previous,
          search: { ...fetchMoreResult.search, results: [...previous.search.results, ...fetchMoreResult.search.results] },
        }),
      });
    } catch {
      setMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  }

  return (
    <section className="search-results" aria-label={SEARCH_TEXT.title}>
      <p role="status" className="search-page__status">
        {found.total === 0 ? SEARCH_TEXT.noResults(query) : SEARCH_TEXT.count(found.total, query)}
      </p>
      {found.results.length > 0 && (
        <ol className="search-results__list">
          {found.results.map((result) => (
            <li key={result.id}>
              <SearchResultCard result={result} />
            </li>
          ))}
        </ol>
      )}
      {found.hasNextPage && (
        <p className="search-results__more">
          <button type="button" className="button" onClick={loadMore} disabled={loadingMore}>
            {loadingMore ? SEARCH_TEXT.loadingMore : SEARCH_TEXT.more}
          </button>
        </p>
      )}
      {moreFailed && <p role="alert">{SEARCH_TEXT.moreFailed}</p>}
    </section>
  );
}

/** A product's listing price, as its card shows it: the "from" price when variants differ, else the one price. */
function priceOf(product: NonNullable<SearchResultCardFragment['product']>): PriceBlockProps | null {
  const { hasMultiplePrices, fromPrice } = product.availability;
  if (hasMultiplePrices && fromPrice) return { price: fromPrice.formatted, from: true };
  const variant = product.variants[0];
  if (!variant) return null;
  if (variant.onSale) return { price: variant.salePrice.formatted, originalPrice: variant.price.formatted };
  return { price: variant.price.formatted };
}

function SearchResultCard({ result }: { result: SearchResultCardFragment }) {
  const price = result.product ? priceOf(result.product) : null;
  const { long } = useSiteDates();
  return (
    <article className={`search-result search-result--${result.kind.toLowerCase()}`}>
      <div className="search-result__media">{result.imageUrl && <img src={result.imageUrl} alt="" loading="lazy" decoding="async" />}</div>
      <div className="search-result__text">
        <p className="search-result__kind">{SEARCH_TEXT.kinds[result.kind]}</p>
        <h2 className="search-result__title">
          <Link to={result.fullUrl}>{result.title}</Link>
        </h2>
        {price && <PriceBlock {...price} />}
        {result.kind !== 'PRODUCT' && (
          <p className="search-result__date">
            <time dateTime={result.date}>{long(new Date(result.date))}</time>
          </p>
        )}
        {result.snippet && <p className="search-result__snippet">{result.snippet}</p>}
      </div>
    </article>
  );
}
