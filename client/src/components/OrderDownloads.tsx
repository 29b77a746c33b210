// The download links of an order's digital items (signed, expiring, a limited number of downloads each), named after
// the product when the order has a single digital item.
import { useId } from 'react';
import { downloadsLeftText, ORDER_TEXT } from '../../../domain/messages.ts';
import { ProductType } from '../../../domain/product-type.ts';
import type { OrderFieldsFragment } from '../graphql/generated/documents/OrderFieldsFragment.ts';
import { useSiteDates } from '../lib/use-site-dates.ts';

export function OrderDownloads({ order }: { order: OrderFieldsFragment }) {
  const { medium } = useSiteDates();
  const headingId = useId();
  if (order.downloads.length === 0) return null;
  const digital = order.lines.filter((l) => l.productTypeCode === ProductType.DIGITAL);
  const single = order.downloads.length === 1 && digital.length === 1 ? digital[0] : undefined;
  return (
    <section className="order-downloads" aria-labelledby={headingId}>
      <h2 id={headingId}>{ORDER_TEXT.downloads}</h2>
      <ul>
        {order.downloads.map((download, i) => (
          <li key={download.url}>
            <a href={download.url} download>
              {single ? `${ORDER_TEXT.download} ${single.productName}` : `${ORDER_TEXT.download} ${i + 1}`}
            </a>{' '}
            <span className="order-downloads__left">{downloadsLeftText(download.downloadsLeft, medium(new Date(download.expiresAt)))}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
