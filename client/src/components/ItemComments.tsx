// An item's comments section (spec §4, docs/comments.md): shown only when the item shows comments (open, or with
// approved ones, unless the site turns comments off). The count label as its heading ('No Comments', '1 Comment',
// 'N Comments'), the approved comments oldest first a page at a time ('More comments'), and the comment form while the
// item is open: name, email, comment and the site's captcha. A sent comment awaits the owner's approval.
import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';
import {
  COMMENT_AWAITING_MODERATION_TEXT,
  COMMENTS_CLOSED_MESSAGE,
  COMMENTS_OPEN,
  type CommentField,
  commentProblems,
  MAX_COMMENT_AUTHOR_NAME_LENGTH,
  MAX_COMMENT_BODY_LENGTH,
  MAX_COMMENT_EMAIL_LENGTH,
} from '../../../domain/comments.ts';
import { SUBMITTING_LABEL } from '../../../domain/messages.ts';
import { ItemCommentsDocument, type ItemCommentsQuery } from '../graphql/generated/documents/ItemCommentsQuery.ts';
import { PostCommentDocument } from '../graphql/generated/documents/PostCommentMutation.ts';
import { WebsiteCaptchaDocument } from '../graphql/generated/documents/WebsiteCaptchaQuery.ts';
import { useCaptcha } from '../lib/use-captcha.ts';
import { type FormErrors, useDraftForm } from '../lib/use-draft-form.ts';
import { useSiteDates } from '../lib/use-site-dates.ts';
import { visitorWriteFailure } from '../lib/visitor-write-errors.ts';
import { CaptchaBadge } from './CaptchaBadge.tsx';
import { FormAlert } from './FormAlert.tsx';
import { TextAreaField } from './TextAreaField.tsx';
import { TextField } from './TextField.tsx';

export const ITEM_COMMENTS_TEXT = {
  more: 'More comments',
  loadingMore: 'Loading…',
  loadFailed: 'Unable to load comments. Try again.',
  formHeading: 'Leave a comment',
  authorName: 'Name',
  email: 'Email (not shown)',
  body: 'Comment',
  submit: 'Post Comment',
  sent: COMMENT_AWAITING_MODERATION_TEXT,
  failed: 'Your comment could not be sent. Please try again.',
} as const;

/** Approved comments asked for at a time. */
export const COMMENTS_PAGE = 20;

export type ItemCommentsProps = {
  itemId: string;
  /** The item's page and its own URL slug (its address is /collectionSlug/urlSlug): the comments are read by them. */
  collectionSlug: string;
  urlSlug: string;
  /** Item.showsComments: nothing is rendered when false. */
  showsComments: boolean;
  /** 1 open (the form shows), 2 closed. */
  commentState: number;
  /** Approved comments: the list is not asked for when there are none. */
  publicCommentCount: number;
  /** Item.commentCountLabel, the section's heading. */
  commentCountLabel: string;
};

export function ItemComments(props: ItemCommentsProps) {
  const headingId = useId();
  if (!props.showsComments) return null;
  return (
    <section id="comments" className="item-comments" aria-labelledby={headingId}>
      <h2 id={headingId}>{props.commentCountLabel}</h2>
      {props.publicCommentCount > 0 && <CommentList collectionSlug={props.collectionSlug} urlSlug={props.urlSlug} />}
      {props.commentState === COMMENTS_OPEN ? (
        <CommentForm itemId={props.itemId} />
      ) : (
        <p className="item-comments__note">{COMMENTS_CLOSED_MESSAGE}</p>
      )}
    </section>
  );
}

type Comments = NonNullable<ItemCommentsQuery['item']>['comments'];

function CommentList({ collectionSlug, urlSlug }: { collectionSlug: string; urlSlug: string }) {
  const { medium } = useSiteDates();
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  const { data, fetchMore } = useQuery(ItemCommentsDocument, {
    variables: { collectionSlug, urlSlug, first: COMMENTS_PAGE, offset: 0 },
  });
  const comments = data?.item?.comments;
  if (!comments) return null;

  async function loadMore(shown: Comments) {
    if (loadingMore) return;
    setLoadingMore(true);
    setMoreFailed(false);
    try {
      // The cache adds the page to the list (client/src/apollo.ts).
      await fetchMore({ variables: { offset: shown.comments.length } });
    } catch {
      setMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  }

  return (
    <>
      {comments.comments.length > 0 && (
        <ol className="item-comments__list">
          {comments.comments.map((c) => (
            <li key={c.id}>
              <article className="item-comment" aria-label={c.authorName}>
                <p className="item-comment__byline">
                  {c.authorName} · <time dateTime={c.createdAt}>{medium(new Date(c.createdAt))}</time>
                </p>
                <p className="item-comment__body">{c.body}</p>
              </article>
            </li>
          ))}
        </ol>
      )}
      {comments.hasNextPage && (
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={loadingMore || undefined}
          onClick={() => void loadMore(comments)}
        >
          {loadingMore ? ITEM_COMMENTS_TEXT.loadingMore : ITEM_COMMENTS_TEXT.more}
        </button>
      )}
      {moreFailed && (
        <p role="alert" className="form-alert">
          {ITEM_COMMENTS_TEXT.loadFailed}
        </p>
      )}
    </>
  );
}

type Draft = Record<CommentField, string>;
type Errors = FormErrors<CommentField | 'captcha'>;
const EMPTY: Draft = { authorName: '', email: '', body: '' };
const FIELDS: readonly string[] = ['authorName', 'email', 'body'];

const failureMessage = (error: unknown) => visitorWriteFailure(error, ITEM_COMMENTS_TEXT.failed);

function CommentForm({ itemId }: { itemId: string }) {
  const headingId = useId();
  const captchaErrorId = useId();
  const form = useDraftForm<Draft, CommentField | 'captcha'>(EMPTY);
  const { draft, set, errors, sending, sent, sentRef, formRef } = form;
  const { data: site } = useQuery(WebsiteCaptchaDocument);
  const captcha = useCaptcha(site?.website.captchaSettings, 'FORM_BLOCK_SUBMISSION');
  const [postComment] = useMutation(PostCommentDocument);

  /** Shows the errors, resets the captcha and moves focus to the first field with one. */
  function fail(next: Errors) {
    captcha.reset();
    form.fail(next);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const problems = commentProblems(draft);
    if (problems.length > 0) return fail(Object.fromEntries(problems.map((p) => [p.field, p.message])));
    form.start();
    const token = await captcha.token();
    if (!token.ok) return fail({ captcha: token.message });
    try {
      const { data } = await postComment({ variables: { input: { itemId, ...draft, captchaToken: token.token } } });
      const payload = data?.postComment;
      if (payload?.comment && payload.userErrors.length === 0) {
        return form.done(EMPTY);
      }
      const next: Errors = {};
      for (const e of payload?.userErrors ?? []) {
        const field = e.field?.replace(/^input\./, '');
        if (field && FIELDS.includes(field)) next[field as CommentField] ??= e.message;
        else if (field === 'captchaToken' && captcha.enabled) next.captcha ??= e.message;
        else next.form ??= e.message;
      }
      fail(Object.keys(next).length > 0 ? next : { form: ITEM_COMMENTS_TEXT.failed });
    } catch (error) {
      fail({ form: failureMessage(error) });
    }
  }

  if (sent)
    return (
      <p ref={sentRef} role="status" tabIndex={-1} className="item-comments__sent">
        {ITEM_COMMENTS_TEXT.sent}
      </p>
    );

  return (
    <section className="comment-form" aria-labelledby={headingId}>
      <h3 id={headingId} className="comment-form__title">
        {ITEM_COMMENTS_TEXT.formHeading}
      </h3>
      <form ref={formRef} aria-labelledby={headingId} noValidate onFocus={captcha.showBadge} onSubmit={(e) => void submit(e)}>
        <TextField
          label={ITEM_COMMENTS_TEXT.authorName}
          name="authorName"
          autoComplete="name"
          value={draft.authorName}
          maxLength={MAX_COMMENT_AUTHOR_NAME_LENGTH}
          error={errors.authorName}
          onChange={(e) => set({ authorName: e.target.value })}
        />
        <TextField
          label={ITEM_COMMENTS_TEXT.email}
          name="email"
          type="email"
          autoComplete="email"
          value={draft.email}
          maxLength={MAX_COMMENT_EMAIL_LENGTH}
          error={errors.email}
          onChange={(e) => set({ email: e.target.value })}
        />
        <TextAreaField
          label={ITEM_COMMENTS_TEXT.body}
          name="body"
          value={draft.body}
          maxLength={MAX_COMMENT_BODY_LENGTH}
          error={errors.body}
          onChange={(body) => set({ body })}
        />
        <CaptchaBadge captcha={captcha} errorId={captchaErrorId} error={errors.captcha} />
        <FormAlert message={errors.form ?? null} />
        <button type="submit" className="button" aria-disabled={sending || undefined}>
          {sending ? SUBMITTING_LABEL : ITEM_COMMENTS_TEXT.submit}
        </button>
      </form>
    </section>
  );
}
