// On the order status page: a link to the review form of each product of the order, while the store takes reviews
// and the order is paid or fulfilled. The links carry the order's token, which proves the purchase.
import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { OrderReviewLinksDocument } from '../graphql/generated/documents/OrderReviewLinksQuery.ts';
import { Link } from '../lib/router.tsx';
import '../reviews.css';

export const ORDER_REVIEW_TEXT = {
  heading: 'Review your purchase',
  link: (productName: string) => `Write a review of ${productName}`,
} as const;

export function OrderReviewLinks({ token }: { token: string }) {
  const headingId = useId();
  const { data } = useQuery(OrderReviewLinksDocument, { variables: { token } });
  const links = data?.orderStatus?.reviewLinks ?? [];
  if (links.length === 0) return null;
  return (
    <section className="order-review-links" aria-labelledby={headingId}>
      <h2 id={headingId}>{ORDER_REVIEW_TEXT.heading}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.productId}>
            <Link to={link.url}>{ORDER_REVIEW_TEXT.link(link.productName)}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
