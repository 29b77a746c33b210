// A page of the website that is not a product listing: a plain page of blocks (page type 2), or a blog, events or
// gallery page (main content, 1) — its blocks above its items, paged. Locked pages show the lock screen until the
// visitor gives the password; once unlocked they are protected content (105).
import { useQuery } from '@apollo/client/react';
import { DEFAULT_GALLERY_SETTINGS } from '../../../domain/gallery-settings.ts';
import { OFFSET_PARAM } from '../../../domain/rendered-page.ts';
import { PageType, pageTypeOfPage } from '../../../domain/site-structure.ts';
import { usePageView } from '../analytics/page-view.ts';
import { BlockList } from '../components/blocks/BlockList.tsx';
import { GalleryBlock } from '../components/blocks/GalleryBlock.tsx';
import { EventCard, PostCard } from '../components/content/ItemCards.tsx';
import { LockScreen } from '../components/content/LockScreen.tsx';
import { LoadError, Loading } from '../components/LoadStatus.tsx';
import { ContentPageDocument } from '../graphql/generated/documents/ContentPageQuery.ts';
import { useSearchParams } from '../lib/router.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { NotFoundScreen } from './NotFoundScreen.tsx';
import '../content.css';

export const ITEMS_PER_PAGE = 20;
const GALLERY_PAGE_SETTINGS = { ...DEFAULT_GALLERY_SETTINGS, design: 'grid' as const, lightbox: true };

/** At "/" the page's title ("Home") is for screen readers only: the page's own blocks open it. */
export function ContentScreen({ urlSlug, home = false }: { urlSlug: string; home?: boolean }) {
  const [params, setParams] = useSearchParams();
  const offset = Math.max(0, Number.parseInt(params.get(OFFSET_PARAM) ?? '0', 10) || 0);
  const { data, loading, error } = useQuery(ContentPageDocument, { variables: { urlSlug, first: ITEMS_PER_PAGE, offset } });
  const page = data?.collection;
  useDocumentTitle(page?.title);
  usePageView({
    pageType: page ? pageTypeOfPage(page) : PageType.NOT_FOUND,
    collectionId: page?.id,
    collectionType: page?.type,
    ready: Boolean(page),
  });
  if (loading && !data) return <Loading />;
  if (error || !data) return <LoadError />;
  if (!page) return <NotFoundScreen />;
  if (!page.unlocked) return <LockScreen title={page.title} urlSlug={urlSlug} />;

  const items = page.items.items;
  const more = page.items.hasNextPage;
  return (
    <main id="content" className={`page content-page content-page--${page.typeName}`} data-page-type={pageTypeOfPage(page)}>
      <h1 className={home ? 'sr-only' : undefined}>{page.title}</h1>
      {page.description && !home && <p className="content-page__description">{page.description}</p>}
      <BlockList blocks={page.blocks} />
      {page.typeName === 'gallery' && <GalleryBlock collectionId={page.id} settings={GALLERY_PAGE_SETTINGS} />}
      {(page.typeName === 'blog' || page.typeName === 'events') &&
        (items.length === 0 && offset === 0 ? (
          <p className="content-page__empty">{page.typeName === 'events' ? 'There are no events to show.' : 'There are no posts yet.'}</p>
        ) : (
          <ul className={page.typeName === 'events' ? 'event-list' : 'post-list'}>
            {items.map((item) => (
              <li key={item.id}>{page.typeName === 'events' ? <EventCard item={item} /> : <PostCard item={item} />}</li>
            ))}
          </ul>
        ))}
      {(offset > 0 || more) && page.typeName !== 'gallery' && (
        <nav className="pagination" aria-label="Pages">
          {offset > 0 && (
            <button type="button" onClick={() => setParams({ [OFFSET_PARAM]: String(Math.max(0, offset - ITEMS_PER_PAGE)) })}>
              Previous page
            </button>
          )}
          {more && (
            <button type="button" onClick={() => setParams({ [OFFSET_PARAM]: String(offset + ITEMS_PER_PAGE) })}>
              Next page
            </button>
          )}
        </nav>
      )}
    </main>
  );
}
