// The items of a page as visitors list them: blog posts (title, date, author, excerpt, comment count), events (when,
// where, 'Add to calendar'), each linking to its own page — or, for link posts with passthrough, to the link.

import type { ItemSummaryFragment } from '../../graphql/generated/documents/ItemSummaryFragment.ts';
import { Link } from '../../lib/router.tsx';
import { SiteLink } from '../blocks/SiteLink.tsx';
import { ItemDate } from './ItemDate.tsx';
import { ServerHtml } from './ServerHtml.tsx';

const hrefOf = (item: ItemSummaryFragment) => (item.passthrough && item.externalLink ? item.externalLink : item.fullUrl);

export function PostCard({ item }: { item: ItemSummaryFragment }) {
  return (
    <article className="post-card" data-item-id={item.id}>
      {item.assetUrl && <img src={item.assetUrl} alt={item.altText || ''} loading="lazy" decoding="async" className="post-card__image" />}
      <h2 className="post-card__title">
        <SiteLink to={hrefOf(item)}>{item.title}</SiteLink>
      </h2>
      <ItemDate item={item} />
      {item.authorName && <p className="post-card__author">By {item.authorName}</p>}
      {item.excerpt && <ServerHtml className="post-card__excerpt" html={item.excerpt} />}
      <p className="post-card__footer">
        <Link to={`${item.fullUrl}#comments`}>{item.commentCountLabel}</Link>
      </p>
    </article>
  );
}

export function EventWhere({ item }: { item: ItemSummaryFragment }) {
  const where = item.location?.text;
  return where ? <p className="event-card__where">{where}</p> : null;
}

export function EventCard({ item }: { item: ItemSummaryFragment }) {
  return (
    <article className="event-card" data-item-id={item.id}>
      <h2 className="event-card__title">
        <Link to={item.fullUrl}>{item.title}</Link>
      </h2>
      <ItemDate item={item} />
      <EventWhere item={item} />
      {item.excerpt && <ServerHtml className="event-card__excerpt" html={item.excerpt} />}
      {item.calendarLink && (
        <p>
          <a href={item.calendarLink} target="_blank" rel="noopener noreferrer" className="event-card__calendar">
            Add to calendar
          </a>
        </p>
      )}
    </article>
  );
}
