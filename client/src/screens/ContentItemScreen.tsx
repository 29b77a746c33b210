// One item's page (content item, page type 50): a blog post, an event or a gallery image — its title, date and
// author, its image, its body (blocks, or the body HTML), an event's place and calendar link, and a way back to its
// page. Items of a locked page wait behind that page's lock screen.
import { useQuery } from '@apollo/client/react';
import { PageType } from '../../../domain/site-structure.ts';
import { usePageView } from '../analytics/page-view.ts';
import { BlockList } from '../components/blocks/BlockList.tsx';
import { EventWhere } from '../components/content/ItemCards.tsx';
import { ItemDate } from '../components/content/ItemDate.tsx';
import { LockScreen } from '../components/content/LockScreen.tsx';
import { ServerHtml } from '../components/content/ServerHtml.tsx';
import { ItemComments } from '../components/ItemComments.tsx';
import { LikeButton } from '../components/LikeButton.tsx';
import { LoadError, Loading } from '../components/LoadStatus.tsx';
import { ContentItemDocument } from '../graphql/generated/documents/ContentItemQuery.ts';
import { Link } from '../lib/router.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { NotFoundScreen } from './NotFoundScreen.tsx';
import '../content.css';

export function ContentItemScreen({ collectionSlug, itemSlug }: { collectionSlug: string; itemSlug: string }) {
  const { data, loading, error } = useQuery(ContentItemDocument, { variables: { collectionSlug, urlSlug: itemSlug } });
  useDocumentTitle(data?.item?.title);
  const shown = data?.collection?.unlocked && data.item ? { collectionId: data.collection.id, itemId: data.item.id } : null;
  usePageView({ pageType: PageType.CONTENT_ITEM, ...shown, collectionType: data?.collection?.type, ready: shown !== null });
  if (loading && !data) return <Loading />;
  if (error || !data) return <LoadError />;
  const page = data.collection;
  if (page && !page.unlocked) return <LockScreen title={page.title} urlSlug={collectionSlug} />;
  const item = data.item;
  if (!page || !item) return <NotFoundScreen />;
  return (
    <main id="content" className={`page content-item content-item--${page.typeName}`} data-page-type={PageType.CONTENT_ITEM}>
      <p className="content-item__back">
        <Link to={page.fullUrl}>← {page.title}</Link>
      </p>
      <article>
        <h1>{item.title}</h1>
        {page.typeName !== 'gallery' && <ItemDate item={item} />}
        {item.authorName && (
          <p className="content-item__author">
            By {item.authorProfileUrl ? <a href={item.authorProfileUrl}>{item.authorName}</a> : item.authorName}
          </p>
        )}
        {page.typeName === 'events' && <EventWhere item={item} />}
        {item.calendarLink && (
          <p>
            <a href={item.calendarLink} target="_blank" rel="noopener noreferrer">
              Add to calendar
            </a>
          </p>
        )}
        {item.assetUrl && (
          <figure className="content-item__image">
            <img src={item.assetUrl} alt={item.altText || item.title} decoding="async" />
          </figure>
        )}
        {item.blocks.length > 0 ? (
          <BlockList blocks={item.blocks} />
        ) : (
          (item.body || item.excerpt) && <ServerHtml className="content-item__body" html={item.body || item.excerpt} />
        )}
        {item.externalLink && !item.passthrough && (
          <p>
            <a href={item.externalLink}>{item.externalLink}</a>
          </p>
        )}
        <LikeButton itemId={item.id} likeCount={item.likeCount} collectionSlug={collectionSlug} urlSlug={itemSlug} />
      </article>
      <ItemComments
        itemId={item.id}
        collectionSlug={collectionSlug}
        urlSlug={itemSlug}
        showsComments={item.showsComments}
        commentState={item.commentState}
        publicCommentCount={item.publicCommentCount}
        commentCountLabel={item.commentCountLabel}
      />
    </main>
  );
}
