// A video block (spec §2 template fragments: videos). A YouTube video shows its thumbnail — the Image component's
// youtube loader (spec §3 image props), from the video's id — with a play button; the player is loaded only when the
// visitor plays it, and then plays at once: no frame, script or cookie of YouTube's before that. Without the page's
// script the thumbnail is a link to the video on YouTube. A video that plays by itself (autoplay), another provider's
// and a video file keep the server's player (MediaBlock).
import { useEffect, useRef, useState } from 'react';
import type { BlockData } from '../../../../domain/block-data.ts';
import { autoplayUrl, EMBED_SANDBOX, PLAYER_ALLOW, youtubeEmbedUrl, youtubeVideoId } from '../../../../domain/embeds.ts';
import type { ContentBlockFragment } from '../../graphql/generated/documents/ContentBlockFragment.ts';
import { Image } from '../Image.tsx';
import { MediaBlock } from './SimpleBlocks.tsx';

/** The size of the thumbnail YouTube makes for every video (hqdefault), shown in the player's 16:9 box. */
const THUMBNAIL = { width: 480, height: 360 };

export const VIDEO_TEXT = { play: 'Play video', untitled: 'Video' } as const;

/** `first`: the page opens with it, so its thumbnail is fetched at once. */
export function VideoBlock({ block, first = false }: { block: ContentBlockFragment; first?: boolean }) {
  const data = block.data as BlockData<'video'>;
  const videoId = data.autoplay ? null : youtubeVideoId(data.url);
  if (!videoId) return <MediaBlock block={block} caption={data.caption} />;
  return <YoutubeVideo data={data} videoId={videoId} first={first} />;
}

function YoutubeVideo({ data, videoId, first }: { data: BlockData<'video'>; videoId: string; first: boolean }) {
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLIFrameElement>(null);
  const title = data.oembed?.title || data.caption;
  // The player takes the place, and the focus, of the button that started it.
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);
  return (
    <figure className="video-block">
      {playing ? (
        <iframe
          ref={player}
          src={autoplayUrl(youtubeEmbedUrl(videoId))}
          title={title || VIDEO_TEXT.untitled}
          width={640}
          height={360}
          allow={PLAYER_ALLOW}
          sandbox={EMBED_SANDBOX}
        />
      ) : (
        <a
          href={data.url}
          className="video-block__poster"
          aria-label={title ? `${VIDEO_TEXT.play}: ${title}` : VIDEO_TEXT.play}
          onClick={(event) => {
            event.preventDefault();
            setPlaying(true);
          }}
        >
          <Image loader="youtube" videoId={videoId} {...THUMBNAIL} alt="" priority={first ? 'high' : undefined} />
          <span className="video-block__play" aria-hidden="true" />
        </a>
      )}
      {data.caption && <figcaption>{data.caption}</figcaption>}
    </figure>
  );
}
