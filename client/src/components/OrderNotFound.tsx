// What an order page shows for a link that matches no order (a mistyped or foreign token).
import { ORDER_TEXT } from '../../../domain/messages.ts';
import { PageType } from '../../../domain/site-structure.ts';

export function OrderNotFound() {
  return (
    <main id="content" className="page order-page" data-page-type={PageType.NOT_FOUND}>
      <h1>{ORDER_TEXT.notFoundTitle}</h1>
      <p>{ORDER_TEXT.notFound}</p>
    </main>
  );
}
