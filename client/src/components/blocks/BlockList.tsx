// A page's or an item's body: each block by its type. Types stored but not implemented render as nothing.
import type { BlockData } from '../../../../domain/block-data.ts';
import type { ContentBlockFragment } from '../../graphql/generated/documents/ContentBlockFragment.ts';
import { AccordionBlock } from './AccordionBlock.tsx';
import { NewsletterSignUpBlock, SiteFormBlock } from './FormBlocks.tsx';
import { GalleryBlock } from './GalleryBlock.tsx';
import { AddOnProductsBlock, CustomersAlsoBoughtBlock, ProductBlock } from './ProductBlocks.tsx';
import { ButtonBlock, CodeBlock, ImageBlock, MapBlock, MarkupBlock, MediaBlock, QuoteBlock } from './SimpleBlocks.tsx';
import { SummaryBlock } from './SummaryBlock.tsx';
import { VideoBlock } from './VideoBlock.tsx';

/** `first`: the page's first block, most likely what the first screen shows largest (its image is fetched at once). */
function BlockBody({ block, pageProductId, first }: { block: ContentBlockFragment; pageProductId?: string; first: boolean }) {
  const data = block.data as never;
  switch (block.type) {
    case 'html':
    case 'markdown':
      return <MarkupBlock block={block} />;
    case 'code':
      return <CodeBlock block={block} />;
    case 'video':
      return <VideoBlock block={block} first={first} />;
    case 'audio':
      return <MediaBlock block={block} />;
    case 'image': {
      const image = block.data as BlockData<'image'>;
      return <ImageBlock data={image} src={image.assetUrl ?? null} first={first} />;
    }
    case 'gallery': {
      const gallery = block.data as BlockData<'gallery'>;
      return <GalleryBlock collectionId={gallery.collectionId} settings={gallery.settings} />;
    }
    case 'button':
      return <ButtonBlock data={data} />;
    case 'quote':
      return <QuoteBlock data={data} />;
    case 'map':
      return <MapBlock data={data} />;
    case 'accordion':
      return <AccordionBlock data={data} />;
    case 'form':
      return <SiteFormBlock data={data} />;
    case 'newsletter':
      return <NewsletterSignUpBlock data={data} />;
    case 'product':
      return <ProductBlock data={data} />;
    case 'add-on-products':
      return <AddOnProductsBlock data={data} />;
    case 'customers-also-bought':
      return <CustomersAlsoBoughtBlock data={data} pageProductId={pageProductId} />;
    case 'summary-v2':
      return <SummaryBlock data={data} />;
    default:
      return null;
  }
}

export function BlockList({ blocks, pageProductId }: { blocks: readonly ContentBlockFragment[]; pageProductId?: string }) {
  if (blocks.length === 0) return null;
  return (
    <div className="blocks">
      {blocks.map((block, index) => (
        <div
          key={block.id}
          className={`sqs-block ${block.type}-block-wrapper`}
          data-block-type={block.typeNumber ?? block.type}
          data-block-id={block.id}
        >
          <BlockBody block={block} pageProductId={pageProductId} first={index === 0} />
        </div>
      ))}
    </div>
  );
}
