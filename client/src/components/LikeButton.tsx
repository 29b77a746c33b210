// An item's like button (spec §3 simpleLikingEnabled, docs/comments.md): a toggle (aria-pressed) with the item's like
// count, shown only while the site takes likes. One like per visitor: pressing it again takes the like back. The count
// shown is the server's answer to the last press; until then, the item's.
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { ItemLikedByMeDocument } from '../graphql/generated/documents/ItemLikedByMeQuery.ts';
import { LikeItemDocument } from '../graphql/generated/documents/LikeItemMutation.ts';
import { LikeSettingsDocument } from '../graphql/generated/documents/LikeSettingsQuery.ts';
import { UnlikeItemDocument } from '../graphql/generated/documents/UnlikeItemMutation.ts';
import { visitorWriteFailure } from '../lib/visitor-write-errors.ts';

export const LIKE_TEXT = {
  label: 'Like',
  failed: 'Your like could not be saved. Please try again.',
} as const;

/** '1 like', '12 likes'. */
export const likeCountText = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'like' : 'likes'}`;

type LikeToggleProps = {
  itemId: string;
  /** Item.likeCount */
  likeCount: number;
  /** Item.likedByMe: whether this visitor likes the item (the button starts pressed). */
  likedByMe: boolean;
};

export type LikeButtonProps = { itemId: string; likeCount: number; collectionSlug: string; urlSlug: string };

export function LikeButton({ itemId, likeCount, collectionSlug, urlSlug }: LikeButtonProps) {
  const { data } = useQuery(LikeSettingsDocument);
  // The visitor's own like is asked in the browser (ssr: false): until it answers the button shows none.
  const mine = useQuery(ItemLikedByMeDocument, { variables: { collectionSlug, urlSlug }, ssr: false });
  if (!data?.website.simpleLikingEnabled) return null;
  return <LikeToggle itemId={itemId} likeCount={likeCount} likedByMe={mine.data?.item?.likedByMe ?? false} />;
}

type Likes = { likeCount: number; likedByMe: boolean };

const failureMessage = (error: unknown) => visitorWriteFailure(error, LIKE_TEXT.failed);

function LikeToggle({ itemId, likeCount, likedByMe }: LikeToggleProps) {
  /** The server's answer to the last press, with the item's values it answered: the item read again is newer. */
  const [answer, setAnswer] = useState<{ after: Likes; before: LikeToggleProps } | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [like] = useMutation(LikeItemDocument);
  const [unlike] = useMutation(UnlikeItemDocument);

  const current =
    answer && answer.before.itemId === itemId && answer.before.likeCount === likeCount && answer.before.likedByMe === likedByMe;
  const shown = current ? answer.after : { likeCount, likedByMe };

  async function toggle() {
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      const { data } = shown.likedByMe ? await unlike({ variables: { itemId } }) : await like({ variables: { itemId } });
      const payload = data && ('likeItem' in data ? data.likeItem : data.unlikeItem);
      if (payload?.item && payload.userErrors.length === 0)
        setAnswer({
          after: { likeCount: payload.item.likeCount, likedByMe: payload.item.likedByMe },
          before: { itemId, likeCount, likedByMe },
        });
      else setError(payload?.userErrors[0]?.message ?? LIKE_TEXT.failed);
    } catch (err) {
      setError(failureMessage(err));
    } finally {
      setPending(false);
    }
  }

  return (
    <span className="like-button">
      <button
        type="button"
        className="button button--secondary like-button__toggle"
        aria-pressed={shown.likedByMe}
        aria-label={`${LIKE_TEXT.label} (${likeCountText(shown.likeCount)})`}
        aria-disabled={pending || undefined}
        onClick={() => void toggle()}
      >
        <span aria-hidden="true" className="like-button__heart">
          {shown.likedByMe ? '♥' : '♡'}
        </span>{' '}
        <span className="like-button__count">{shown.likeCount}</span>
      </button>
      {error && (
        <span role="alert" className="form-alert like-button__error">
          {error}
        </span>
      )}
    </span>
  );
}
