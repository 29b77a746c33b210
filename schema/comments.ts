// Comments and likes on items over GraphQL (docs/comments.md): what visitors read on an item (its approved comments,
// whether it shows comments, whether they like it), commenting and liking, and the owners' moderation list and changes.
import {
  COMMENT_STATUS_DESCRIPTIONS,
  COMMENT_STATUSES,
  DEFAULT_COMMENTS_PAGE_SIZE,
  MAX_COMMENTS_PAGE_SIZE,
  MAX_OWNER_COMMENTS_PAGE_SIZE,
  showsComments,
} from '../domain/comments.ts';
import type { ItemComment } from '../server/db/generated/postgresql/client.ts';
import {
  type CommentPage,
  deleteComment,
  listApprovedComments,
  listCommentsForModeration,
  moderateComment,
  postComment,
} from '../server/services/content/comments.ts';
import { likedByVisitor, likeItem, unlikeItem } from '../server/services/content/likes.ts';
import type { Result, UserError } from '../server/services/user-errors.ts';
import { builder, UserErrorRef } from './builder.ts';
import { payloadOf, payloadRef } from './payload.ts';
import { DeletePayload, deletePayload } from './product-admin.ts';

const CommentStatusEnum = builder.enumType('CommentStatus', {
  description: 'PENDING until an owner approves (APPROVED: visitors see it) or hides it (HIDDEN).',
  values: Object.fromEntries(COMMENT_STATUSES.map((s) => [s, { description: COMMENT_STATUS_DESCRIPTIONS[s] }])) as {
    [K in (typeof COMMENT_STATUSES)[number]]: { description: string };
  },
});

/** A comment as visitors see it: no email, no status. */
const PublicComment = builder.prismaObject('ItemComment', {
  description: 'A comment on a blog post, event or gallery image; visitors see approved ones with the name the visitor gave.',
  fields: (t) => ({
    id: t.exposeID('id'),
    authorName: t.exposeString('authorName'),
    body: t.exposeString('body', { description: 'Plain text, as written.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const CommentForModeration = builder.prismaObject('ItemComment', {
  variant: 'ItemCommentForModeration',
  fields: (t) => ({
    id: t.exposeID('id'),
    itemId: t.exposeID('itemId'),
    item: t.relation('item'),
    status: t.field({ type: CommentStatusEnum, resolve: (c) => c.status }),
    authorName: t.exposeString('authorName'),
    email: t.exposeString('email', { description: 'The address the visitor gave; never shown to visitors.' }),
    body: t.exposeString('body'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const CommentPageRef = builder.objectRef<CommentPage>('ItemCommentPage').implement({
  fields: (t) => ({
    comments: t.expose('comments', { type: [PublicComment] }),
    hasNextPage: t.exposeBoolean('hasNextPage'),
  }),
});
const ModerationPageRef = builder.objectRef<CommentPage>('ItemCommentModerationPage').implement({
  fields: (t) => ({
    comments: t.expose('comments', { type: [CommentForModeration] }),
    hasNextPage: t.exposeBoolean('hasNextPage'),
  }),
});

builder.prismaObjectFields('Item', (t) => ({
  showsComments: t.boolean({
    description: "Whether its comments section shows: open for comments or with approved ones, unless the site's comments are off.",
    resolve: (i, _args, ctx) => showsComments(i, ctx.website),
  }),
  comments: t.field({
    type: CommentPageRef,
    description: `Approved comments, oldest first, at most ${MAX_COMMENTS_PAGE_SIZE} a page; none while the item does not show comments.`,
    args: {
      first: t.arg.int({ defaultValue: DEFAULT_COMMENTS_PAGE_SIZE }),
      offset: t.arg.int({ defaultValue: 0 }),
    },
    resolve: (i, args, ctx) => listApprovedComments(ctx, i.id, args),
  }),
  likedByMe: t.boolean({
    description: 'Whether this visitor (their ss_cvr cookie) likes it; answers asking it are never shared by the public cache.',
    resolve: (i, _args, ctx) => likedByVisitor(ctx, i.id),
  }),
}));

builder.prismaObjectFields('Website', (t) => ({
  commentsEnabled: t.exposeBoolean('commentsEnabled', { description: 'Whether items show and take comments (spec §4).' }),
  simpleLikingEnabled: t.exposeBoolean('simpleLikingEnabled', { description: 'Whether visitors may like items.' }),
}));

const PostCommentInput = builder.inputType('PostCommentInput', {
  fields: (t) => ({
    itemId: t.id({ required: true }),
    authorName: t.string({ required: true, description: 'The name shown with the comment.' }),
    email: t.string({ required: true, description: 'Kept for the owners; never shown.' }),
    body: t.string({ required: true }),
    captchaToken: t.string({ description: "The captcha's response, when the website has a captcha site key." }),
  }),
});

const PostCommentPayload = payloadRef('PostCommentPayload', 'comment', PublicComment, {
  field: 'The comment sent; it awaits moderation.',
});

const ModerationPayload = payloadRef('CommentModerationPayload', 'comment', CommentForModeration);

const LikePayload = builder.objectRef<{ item: { id: string } | null; userErrors: UserError[] }>('LikePayload').implement({
  fields: (t) => ({
    item: t.prismaField({
      type: 'Item',
      nullable: true,
      resolve: (query, p, _args, ctx) => (p.item ? ctx.db.item.findUnique({ ...query, where: { id: p.item.id } }) : null),
    }),
    userErrors: t.expose('userErrors', { type: [UserErrorRef] }),
  }),
});

const commentPayload = (r: Result<{ comment: ItemComment }>) => payloadOf('comment', r);
const likePayload = (r: Result<{ item: { id: string } }>) => payloadOf('item', r);
const moderate = { authScopes: { can: 'reviews:moderate' as const } };

builder.queryFields((t) => ({
  itemComments: t.field({
    type: ModerationPageRef,
    authScopes: { can: 'read' },
    description: `The website's comments for moderation, newest first, at most ${MAX_OWNER_COMMENTS_PAGE_SIZE} a page.`,
    args: {
      status: t.arg({ type: CommentStatusEnum }),
      itemId: t.arg.id(),
      first: t.arg.int({ defaultValue: DEFAULT_COMMENTS_PAGE_SIZE }),
      offset: t.arg.int({ defaultValue: 0 }),
    },
    resolve: (_root, args, ctx) => listCommentsForModeration(ctx, args, args),
  }),
}));

builder.mutationFields((t) => ({
  postComment: t.field({
    type: PostCommentPayload,
    description: 'Sends a comment on an item open for comments; it shows once an owner approves it.',
    args: { input: t.arg({ type: PostCommentInput, required: true }) },
    resolve: async (_root, { input }, ctx) => commentPayload(await postComment(ctx, input)),
  }),
  likeItem: t.field({
    type: LikePayload,
    description: 'This visitor likes the item (once: liking again changes nothing).',
    args: { itemId: t.arg.id({ required: true }) },
    resolve: async (_root, { itemId }, ctx) => likePayload(await likeItem(ctx, itemId)),
  }),
  unlikeItem: t.field({
    type: LikePayload,
    description: "Takes back this visitor's like of the item.",
    args: { itemId: t.arg.id({ required: true }) },
    resolve: async (_root, { itemId }, ctx) => likePayload(await unlikeItem(ctx, itemId)),
  }),
  moderateComment: t.field({
    ...moderate,
    type: ModerationPayload,
    description: "Sets a comment's status; the item's publicCommentCount follows its approved comments.",
    args: { id: t.arg.id({ required: true }), status: t.arg({ type: CommentStatusEnum, required: true }) },
    resolve: async (_root, { id, status }, ctx) => commentPayload(await moderateComment(ctx, id, status)),
  }),
  deleteComment: t.field({
    ...moderate,
    type: DeletePayload,
    description: 'Deletes a comment for good.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => deletePayload(await deleteComment(ctx, id)),
  }),
}));
