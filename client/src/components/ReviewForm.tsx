// The review form (docs/reviews.md), for a shopper who bought the product: signed in, or arriving by the review link
// of their order's status page (the order's token proves the purchase). A star rating, an optional title, the review
// and the name to show. A review waits for the store's approval; sending again replaces the shopper's review. Others
// see why they cannot review (e.g. 'Sign in, or open the link in your order email, …').

import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useId } from 'react';
import { SUBMITTING_LABEL } from '../../../domain/messages.ts';
import { type ReviewField, reviewProblems } from '../../../domain/reviews.ts';
import { MAX_REVIEW_AUTHOR_NAME_LENGTH, MAX_REVIEW_BODY_LENGTH, MAX_REVIEW_TITLE_LENGTH } from '../../../domain/store-limits.ts';
import { ReviewEligibilityDocument } from '../graphql/generated/documents/ReviewEligibilityQuery.ts';
import type { ShopperReviewFieldsFragment } from '../graphql/generated/documents/ShopperReviewFieldsFragment.ts';
import { SubmitProductReviewDocument } from '../graphql/generated/documents/SubmitProductReviewMutation.ts';
import { type FormErrors, useDraftForm } from '../lib/use-draft-form.ts';
import { visitorWriteFailure } from '../lib/visitor-write-errors.ts';
import { FormAlert } from './FormAlert.tsx';
import { StarRatingInput } from './StarRatingInput.tsx';
import { TextAreaField } from './TextAreaField.tsx';
import { TextField } from './TextField.tsx';

export const REVIEW_FORM_TEXT = {
  heading: 'Write a review',
  editHeading: 'Your review',
  rating: 'Rating',
  title: 'Title (optional)',
  body: 'Review',
  authorName: 'Name shown with your review',
  submit: 'Submit Review',
  update: 'Update Review',
  sent: 'Thank you! Your review will appear once the store approves it.',
  pending: 'Your review is waiting for the store’s approval. Sending it again replaces it.',
  approved: 'Your review is published. Changing it sends it back for approval.',
  failed: 'Your review could not be sent. Please try again.',
} as const;

/** Refusals worth telling the shopper: how to prove the purchase, or that their review was hidden. */
const SHOWN_REFUSALS = new Set(['NOT_VERIFIED_BUYER', 'INVALID_STATE']);

type Errors = FormErrors<ReviewField>;
type Draft = { rating: number | null; title: string; body: string; authorName: string };

const draftOf = (review: ShopperReviewFieldsFragment | null | undefined): Draft => ({
  rating: review?.rating ?? null,
  title: review?.title ?? '',
  body: review?.body ?? '',
  authorName: review?.authorName ?? '',
});

const failureMessage = (error: unknown) => visitorWriteFailure(error, REVIEW_FORM_TEXT.failed);

export function ReviewForm({ productId, orderToken }: { productId: string; orderToken: string | null }) {
  // Who the shopper is changes with signing in and out: always asked afresh.
  const { data } = useQuery(ReviewEligibilityDocument, {
    variables: { productId, orderToken },
    fetchPolicy: 'network-only',
    // Asked by the browser only: a server-rendered page is the same for every shopper.
    ssr: false,
  });
  const eligibility = data?.reviewEligibility;
  if (!eligibility) return null;
  if (!eligibility.canReview) {
    const refusal = eligibility.refusal;
    return refusal && SHOWN_REFUSALS.has(refusal.code) ? <p className="reviews__note">{refusal.message}</p> : null;
  }
  return (
    <ReviewFormFields key={eligibility.review?.id ?? 'new'} productId={productId} orderToken={orderToken} existing={eligibility.review} />
  );
}

function ReviewFormFields({
  productId,
  orderToken,
  existing,
}: {
  productId: string;
  orderToken: string | null;
  existing: ShopperReviewFieldsFragment | null | undefined;
}) {
  const headingId = useId();
  const form = useDraftForm<Draft, ReviewField>(() => draftOf(existing));
  const { draft, set, errors, sending, sent, sentRef, formRef, fail } = form;
  const [submitReview] = useMutation(SubmitProductReviewDocument);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const input = { productId, rating: draft.rating ?? 0, title: draft.title, body: draft.body, authorName: draft.authorName };
    const problems = reviewProblems(input);
    if (problems.length > 0) return fail(Object.fromEntries(problems.map((p) => [p.field, p.message])));
    form.start();
    try {
      const { data } = await submitReview({ variables: { input: { ...input, orderToken } } });
      const payload = data?.submitProductReview;
      if (payload?.review && payload.userErrors.length === 0) {
        return form.done();
      }
      const next: Errors = {};
      for (const e of payload?.userErrors ?? []) {
        const field = e.field?.replace(/^input\./, '') as ReviewField | undefined;
        if (field && ['rating', 'title', 'body', 'authorName'].includes(field)) next[field] ??= e.message;
        else next.form ??= e.message;
      }
      fail(Object.keys(next).length > 0 ? next : { form: REVIEW_FORM_TEXT.failed });
    } catch (error) {
      fail({ form: failureMessage(error) });
    }
  }

  if (sent)
    return (
      <p ref={sentRef} role="status" tabIndex={-1} className="reviews__sent">
        {REVIEW_FORM_TEXT.sent}
      </p>
    );

  const status =
    existing?.status === 'PENDING' ? REVIEW_FORM_TEXT.pending : existing?.status === 'APPROVED' ? REVIEW_FORM_TEXT.approved : null;
  return (
    <section className="review-form" aria-labelledby={headingId}>
      <h3 id={headingId} className="review-form__title">
        {existing ? REVIEW_FORM_TEXT.editHeading : REVIEW_FORM_TEXT.heading}
      </h3>
      {status && <p className="reviews__note">{status}</p>}
      <form ref={formRef} aria-labelledby={headingId} noValidate onSubmit={(e) => void submit(e)}>
        <StarRatingInput
          legend={REVIEW_FORM_TEXT.rating}
          value={draft.rating}
          error={errors.rating}
          onChange={(rating) => set({ rating })}
        />
        <TextField
          label={REVIEW_FORM_TEXT.title}
          name="title"
          value={draft.title}
          maxLength={MAX_REVIEW_TITLE_LENGTH}
          error={errors.title}
          onChange={(e) => set({ title: e.target.value })}
        />
        <TextAreaField
          label={REVIEW_FORM_TEXT.body}
          name="body"
          value={draft.body}
          maxLength={MAX_REVIEW_BODY_LENGTH}
          error={errors.body}
          onChange={(body) => set({ body })}
        />
        <TextField
          label={REVIEW_FORM_TEXT.authorName}
          name="authorName"
          autoComplete="nickname"
          value={draft.authorName}
          maxLength={MAX_REVIEW_AUTHOR_NAME_LENGTH}
          error={errors.authorName}
          onChange={(e) => set({ authorName: e.target.value })}
        />
        <FormAlert message={errors.form ?? null} />
        <button type="submit" className="button" aria-disabled={sending || undefined}>
          {sending ? SUBMITTING_LABEL : existing ? REVIEW_FORM_TEXT.update : REVIEW_FORM_TEXT.submit}
        </button>
      </form>
    </section>
  );
}
