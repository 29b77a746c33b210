// Comments and likes on items (docs/comments.md): which items take comments, the texts' bounds, the captcha and the
// rate limit, what visitors see (approved only, oldest first, the count and its label), moderation by role with its
// audit trail, the site settings, tenancy, and likes (once per visitor, counted, taken back, off with the setting).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMMENT_AUTHOR_NAME_BLANK_MESSAGE,
  COMMENT_BODY_BLANK_MESSAGE,
  COMMENT_EMAIL_BLANK_MESSAGE,
  COMMENT_EMAIL_INVALID_MESSAGE,
  COMMENTS_CLOSED_MESSAGE,
  COMMENTS_DISABLED_MESSAGE,
  LIKE_NEEDS_VISITOR_MESSAGE,
  LIKES_DISABLED_MESSAGE,
  MAX_COMMENT_AUTHOR_NAME_LENGTH,
  MAX_COMMENT_BODY_LENGTH,
  MAX_COMMENT_EMAIL_LENGTH,
  NO_SUCH_COMMENT_MESSAGE,
} from '../../domain/comments.ts';
import { CAPTCHA_FIELD_MESSAGE, NOT_AUTHENTICATED_MESSAGE, NOT_AUTHORIZED_MESSAGE, rateLimitedMessage } from '../../domain/messages.ts';
import { RoleCode } from '../../domain/permissions.ts';
import { TestCaptchaVerifier } from '../../server/services/captcha/captcha-verifier.ts';
import { RateLimits } from '../../server/services/rate-limits.ts';
import { browser, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
const captcha = { standard: new TestCaptchaVerifier(), enterprise: new TestCaptchaVerifier() };
beforeAll(async () => {
  // Generous limits: this file sends many comments and likes from one address; the limit has its own app below.
  const limits = new RateLimits(
    { store: 'memory' },
    { comments: { points: 10_000, durationSeconds: 60 }, likes: { points: 10_000, durationSeconds: 60 } },
  );
  t = await startTestApp({ limits, captcha });
});
afterAll(() => t.close());

const as = (token: string, host = 'localhost') => ({ host, headers: { authorization: `Bearer ${token}` } });
const ERRORS = 'userErrors { code message field }';
const POST = `mutation($input: PostCommentInput!) { postComment(input: $input) { comment { id authorName body createdAt } ${ERRORS} } }`;
const MODERATE = `mutation($id: ID!, $status: CommentStatus!) { moderateComment(id: $id, status: $status) { comment { id status email } ${ERRORS} } }`;
const DELETE = `mutation($id: ID!) { deleteComment(id: $id) { deletedId ${ERRORS} } }`;
const LIKE = (m: 'likeItem' | 'unlikeItem') => `mutation($id: ID!) { ${m}(itemId: $id) { item { id likeCount likedByMe } ${ERRORS} } }`;
const ITEM = `query($c: String!, $u: String!, $first: Int, $offset: Int) { item(collectionSlug: $c, urlSlug: $u) {
  id showsComments commentState publicCommentCount commentCountLabel likeCount likedByMe
  comments(first: $first, offset: $offset) { comments { id authorName body } hasNextPage } } }`;

let unique = 0;
const next = () => ++unique;

type Post = { id: string; collectionId: string; collectionSlug: string; urlSlug: string };

/** A blog page of its own with one item (published unless told otherwise). */
async function post(fields: Record<string, unknown> = {}, token = t.owner.token, host = 'localhost'): Promise<Post> {
  const n = next();
  const page = await t.gql<any>(
    'mutation($i: CreatePageInput!) { createPage(input: $i) { page { id urlSlug } userErrors { message } } }',
    { i: { kind: 'blog', title: `Journal ${n}` } },
    as(token, host),
  );
  expect(page.errors).toBeUndefined();
  const { id: collectionId, urlSlug: collectionSlug } = page.data.createPage.page;
  const created = await t.gql<any>(
    `mutation($i: CreateItemInput!) { createItem(input: $i) { item { id urlSlug } ${ERRORS} } }`,
    { i: { collectionId, title: `Post ${n}`, status: 'PUBLISHED', publishOn: '2026-01-01T00:00:00Z', ...fields } },
    as(token, host),
  );
  expect(created.data.createItem.userErrors).toEqual([]);
  return { id: created.data.createItem.item.id, collectionId, collectionSlug, urlSlug: created.data.createItem.item.urlSlug };
}

/** A visitor with cookies and a crumb. */
async function visitor(host = 'localhost') {
  const b = browser(t, host);
  await b.get('/shop');
  return b;
}
type Visitor = Awaited<ReturnType<typeof visitor>>;

const comment = (itemId: string, more: Record<string, unknown> = {}) => ({
  itemId,
  authorName: 'Ann B.',
  email: 'Ann@Example.com',
  body: 'Lovely post.',
  ...more,
});

async function send(b: Visitor, input: Record<string, unknown>) {
  const res = await b.gql(POST, { input });
  expect(res.errors).toBeUndefined();
  return res.data?.postComment as { comment: { id: string } | null; userErrors: unknown[] };
}

/** A comment sent by a new visitor, answered by its id. */
async function sent(itemId: string, more: Record<string, unknown> = {}) {
  const r = await send(await visitor(), comment(itemId, more));
  expect(r.userErrors).toEqual([]);
  return r.comment?.id as string;
}

async function moderate(id: string, status: 'APPROVED' | 'HIDDEN' | 'PENDING', token = t.owner.token) {
  const res = await t.gql<any>(MODERATE, { id, status }, as(token));
  expect(res.errors).toBeUndefined();
  return res.data.moderateComment;
}

/** The item as a visitor reads it. */
async function read(p: Post, b?: Visitor, vars: Record<string, unknown> = {}) {
  const variables = { c: p.collectionSlug, u: p.urlSlug, ...vars };
  const res = b ? await b.gql(ITEM, variables) : await t.gql<any>(ITEM, variables);
  expect(res.errors).toBeUndefined();
  return res.data?.item;
}

/** publicCommentCount always equals the approved rows. */
async function expectCountMatchesRows(itemId: string) {
  const item = await t.db.item.findUniqueOrThrow({ where: { id: itemId } });
  expect(item.publicCommentCount).toBe(await t.db.itemComment.count({ where: { itemId, status: 'APPROVED' } }));
  expect(item.likeCount).toBe(await t.db.itemLike.count({ where: { itemId } }));
}

async function setSite(data: { commentsEnabled?: boolean; simpleLikingEnabled?: boolean; captchaSiteKey?: string | null }) {
  await t.db.website.update({ where: { id: 'site-demo' }, data });
  t.catalogChanged();
}

describe('posting a comment', () => {
  it('a comment on a live post is kept PENDING with the visitor and is not shown until an owner approves it', async () => {
    const p = await post();
    const b = await visitor();
    const r = await send(b, comment(p.id));
    expect(r.userErrors).toEqual([]);
    expect(r.comment).toMatchObject({ authorName: 'Ann B.', body: 'Lovely post.' });
    const row = await t.db.itemComment.findUniqueOrThrow({ where: { id: r.comment?.id } });
    expect(row).toMatchObject({ websiteId: 'site-demo', itemId: p.id, status: 'PENDING', email: 'ann@example.com' });
    expect(row.visitorId).toMatch(/\S/);
    expect(await read(p)).toMatchObject({
      showsComments: true,
      publicCommentCount: 0,
      commentCountLabel: 'No Comments',
      comments: { comments: [], hasNextPage: false },
    });
  });

  it("approving shows it: publicCommentCount 1 and '1 Comment'; the change is audited", async () => {
    const p = await post();
    const id = await sent(p.id);
    expect((await moderate(id, 'APPROVED')).comment).toEqual({ id, status: 'APPROVED', email: 'ann@example.com' });
    expect(await read(p)).toMatchObject({
      publicCommentCount: 1,
      commentCountLabel: '1 Comment',
      comments: { comments: [{ id, authorName: 'Ann B.', body: 'Lovely post.' }], hasNextPage: false },
    });
    await expectCountMatchesRows(p.id);
    // Approving again changes and records nothing.
    await moderate(id, 'APPROVED');
    expect((await read(p)).publicCommentCount).toBe(1);
    const audit = await t.db.auditEntry.findMany({ where: { entityType: 'ItemComment', entityId: id } });
    expect(audit.map((a) => a.action)).toEqual(['comment.approve']);
    expect(audit[0].before).toMatchObject({ status: 'PENDING', itemId: p.id });
    expect(audit[0].after).toMatchObject({ status: 'APPROVED' });
  });

  it('hiding (rejecting) or deleting an approved comment drops the count; a pending one leaves it', async () => {
    const p = await post();
    const [a, b, c] = [await sent(p.id), await sent(p.id), await sent(p.id)];
    await moderate(a, 'APPROVED');
    await moderate(b, 'APPROVED');
    expect((await read(p)).commentCountLabel).toBe('2 Comments');
    await moderate(a, 'HIDDEN');
    expect(await read(p)).toMatchObject({ publicCommentCount: 1, commentCountLabel: '1 Comment' });
    await expectCountMatchesRows(p.id);
    const deleted = await t.gql<any>(DELETE, { id: b }, as(t.owner.token));
    expect(deleted.data.deleteComment).toEqual({ deletedId: b, userErrors: [] });
    expect(await read(p)).toMatchObject({ publicCommentCount: 0, commentCountLabel: 'No Comments', comments: { comments: [] } });
    expect((await t.gql<any>(DELETE, { id: c }, as(t.owner.token))).data.deleteComment.deletedId).toBe(c);
    expect((await read(p)).publicCommentCount).toBe(0);
    // Back to pending takes it off the count too.
    await moderate(a, 'APPROVED');
    await moderate(a, 'PENDING');
    expect((await read(p)).publicCommentCount).toBe(0);
    await expectCountMatchesRows(p.id);
    const actions = (await t.db.auditEntry.findMany({ where: { entityId: { in: [a, b, c] } }, orderBy: { createdAt: 'asc' } })).map(
      (e) => e.action,
    );
    expect(actions.filter((x) => x === 'comment.delete')).toHaveLength(2);
    expect(actions).toContain('comment.hide');
    expect(actions).toContain('comment.unapprove');
    // A comment deleted is gone.
    expect((await t.gql<any>(DELETE, { id: b }, as(t.owner.token))).data.deleteComment.userErrors).toEqual([
      { code: 'NOT_FOUND', message: NO_SUCH_COMMENT_MESSAGE, field: 'id' },
    ]);
  });

  it('approving many at once keeps the count equal to the approved comments', async () => {
    const p = await post();
    const ids = await Promise.all(Array.from({ length: 6 }, () => sent(p.id)));
    await Promise.all(ids.map((id) => moderate(id, 'APPROVED')));
    await Promise.all(ids.slice(0, 3).map((id) => moderate(id, 'HIDDEN')));
    expect((await read(p)).publicCommentCount).toBe(3);
    await expectCountMatchesRows(p.id);
  });

  it('visitors read approved comments oldest first (newest last), a page at a time, at most 50', async () => {
    const p = await post();
    const base = Date.parse('2026-02-01T00:00:00Z');
    await t.db.itemComment.createMany({
      data: Array.from({ length: 55 }, (_, i) => ({
        websiteId: 'site-demo',
        itemId: p.id,
        authorName: `Reader ${i}`,
        email: 'r@example.com',
        body: `Comment ${i}`,
        status: 'APPROVED' as const,
        createdAt: new Date(base + i * 60_000),
      })),
    });
    await t.db.item.update({ where: { id: p.id }, data: { publicCommentCount: 55 } });
    const first = await read(p, undefined, { first: 2 });
    expect(first.comments).toEqual({
      comments: [expect.objectContaining({ body: 'Comment 0' }), expect.objectContaining({ body: 'Comment 1' })],
      hasNextPage: true,
    });
    expect((await read(p, undefined, { first: 2, offset: 53 })).comments.comments.map((c: any) => c.body)).toEqual([
      'Comment 53',
      'Comment 54',
    ]);
    expect((await read(p, undefined, { first: 500 })).comments.comments).toHaveLength(50);
    expect((await read(p)).commentCountLabel).toBe('55 Comments');
  });
});

describe('which items take comments', () => {
  it("a draft, a scheduled item, a product and another website's item: 'No such item.'", async () => {
    const draft = await post({ status: 'DRAFT' });
    const scheduled = await post({ publishOn: '2099-01-01T00:00:00Z' });
    const tokyoToken = await t.ownerToken(RoleCode.ADMIN, 'site-tokyo');
    const elsewhere = await post({}, tokyoToken, 'jp.localhost');
    const b = await visitor();
    for (const itemId of [draft.id, scheduled.id, 'prod-classic-tee', elsewhere.id, 'no-such-item'])
      expect((await send(b, comment(itemId))).userErrors).toEqual([{ code: 'NOT_FOUND', message: 'No such item.', field: 'input.itemId' }]);
    expect(await t.db.itemComment.count({ where: { itemId: { in: [draft.id, scheduled.id, elsewhere.id] } } })).toBe(0);
  });

  it('an item of a password-protected page takes comments and likes only from a browser that unlocked the page', async () => {
    const p = await post();
    const id = await sent(p.id);
    await moderate(id, 'APPROVED');
    await t.gql(
      'mutation($id: ID!) { updatePage(id: $id, input: { password: "open sesame" }) { page { id } } }',
      { id: p.collectionId },
      as(t.owner.token),
    );
    const b = await visitor();
    expect((await send(b, comment(p.id))).userErrors).toEqual([{ code: 'NOT_FOUND', message: 'No such item.', field: 'input.itemId' }]);
    expect((await b.gql(LIKE('likeItem'), { id: p.id })).data?.likeItem.userErrors[0].code).toBe('NOT_FOUND');
    const unlocked = await b.gql('mutation($s: String!) { unlockPage(urlSlug: $s, password: "open sesame") { userErrors { code } } }', {
      s: p.collectionSlug,
    });
    expect(unlocked.data?.unlockPage.userErrors).toEqual([]);
    expect((await send(b, comment(p.id))).userErrors).toEqual([]);
    expect((await b.gql(LIKE('likeItem'), { id: p.id })).data?.likeItem.item.likeCount).toBe(1);
    expect((await read(p, b)).comments.comments).toHaveLength(1);
  });

  it("a closed item refuses new comments ('Comments are closed for this item.') but still shows its approved ones", async () => {
    const p = await post();
    const id = await sent(p.id);
    await moderate(id, 'APPROVED');
    await t.gql('mutation($id: ID!) { updateItem(id: $id, input: { commentState: 2 }) { item { id } } }', { id: p.id }, as(t.owner.token));
    expect((await send(await visitor(), comment(p.id))).userErrors).toEqual([
      { code: 'INVALID_STATE', message: COMMENTS_CLOSED_MESSAGE, field: 'input.itemId' },
    ]);
    expect(await read(p)).toMatchObject({ commentState: 2, showsComments: true, commentCountLabel: '1 Comment' });
    expect((await read(p)).comments.comments).toHaveLength(1);
    // Closed without approved comments: the section does not show.
    const quiet = await post({ commentState: 2 });
    expect((await read(quiet)).showsComments).toBe(false);
  });

  it("a site with comments off shows none (showsComments false) and refuses new ones: 'This site does not take comments.'", async () => {
    const p = await post();
    const id = await sent(p.id);
    await moderate(id, 'APPROVED');
    await setSite({ commentsEnabled: false });
    try {
      expect(await read(p)).toMatchObject({ showsComments: false, publicCommentCount: 1, comments: { comments: [] } });
      expect((await send(await visitor(), comment(p.id))).userErrors).toEqual([
        { code: 'INVALID_STATE', message: COMMENTS_DISABLED_MESSAGE, field: 'input.itemId' },
      ]);
      expect((await t.gql<any>('{ website { commentsEnabled simpleLikingEnabled } }')).data.website).toEqual({
        commentsEnabled: false,
        simpleLikingEnabled: true,
      });
    } finally {
      await setSite({ commentsEnabled: true });
    }
    expect((await read(p)).showsComments).toBe(true);
  });
});

describe("a comment's texts", () => {
  it('name, email and comment are required, the email valid, each within its bound; nothing is kept', async () => {
    const p = await post();
    const b = await visitor();
    const refused = async (more: Record<string, unknown>) => (await send(b, comment(p.id, more))).userErrors;
    expect(await refused({ authorName: '  ', email: '', body: ' ' })).toEqual([
      { code: 'INVALID_INPUT', message: COMMENT_AUTHOR_NAME_BLANK_MESSAGE, field: 'input.authorName' },
      { code: 'INVALID_INPUT', message: COMMENT_EMAIL_BLANK_MESSAGE, field: 'input.email' },
      { code: 'INVALID_INPUT', message: COMMENT_BODY_BLANK_MESSAGE, field: 'input.body' },
    ]);
    expect(await refused({ email: 'not-an-address' })).toEqual([
      { code: 'INVALID_INPUT', message: COMMENT_EMAIL_INVALID_MESSAGE, field: 'input.email' },
    ]);
    expect(await refused({ authorName: 'n'.repeat(MAX_COMMENT_AUTHOR_NAME_LENGTH + 1) })).toEqual([
      { code: 'INVALID_INPUT', message: 'A name can be at most 100 characters.', field: 'input.authorName' },
    ]);
    expect(await refused({ email: `${'e'.repeat(MAX_COMMENT_EMAIL_LENGTH - 11)}@example.com` })).toEqual([
      { code: 'INVALID_INPUT', message: 'An email address can be at most 254 characters.', field: 'input.email' },
    ]);
    expect(await refused({ body: 'b'.repeat(MAX_COMMENT_BODY_LENGTH + 1) })).toEqual([
      { code: 'INVALID_INPUT', message: 'A comment can be at most 5,000 characters.', field: 'input.body' },
    ]);
    expect(await t.db.itemComment.count({ where: { itemId: p.id } })).toBe(0);
    // At the bounds, and counted without surrounding spaces.
    const ok = await send(
      b,
      comment(p.id, {
        authorName: ` ${'n'.repeat(MAX_COMMENT_AUTHOR_NAME_LENGTH)} `,
        email: `${'e'.repeat(MAX_COMMENT_EMAIL_LENGTH - 12)}@example.com`,
        body: `  ${'b'.repeat(MAX_COMMENT_BODY_LENGTH)}\n`,
      }),
    );
    expect(ok.userErrors).toEqual([]);
    expect((await t.db.itemComment.findUniqueOrThrow({ where: { id: ok.comment?.id } })).body).toHaveLength(MAX_COMMENT_BODY_LENGTH);
  });
});

describe('captcha', () => {
  it("a website with a captcha key requires a passing token: 'Complete CAPTCHA before submitting'", async () => {
    const p = await post();
    const b = await visitor();
    await setSite({ captchaSiteKey: 'site-key' });
    try {
      const missing = { code: 'CAPTCHA_FAILED', message: CAPTCHA_FIELD_MESSAGE, field: 'input.captchaToken' };
      expect((await send(b, comment(p.id))).userErrors).toEqual([missing]);
      expect((await send(b, comment(p.id, { captchaToken: 'fail' }))).userErrors).toEqual([missing]);
      expect(await t.db.itemComment.count({ where: { itemId: p.id } })).toBe(0);
      expect((await send(b, comment(p.id, { captchaToken: 'pass' }))).userErrors).toEqual([]);
    } finally {
      await setSite({ captchaSiteKey: null });
    }
    // Without a key no token is needed.
    expect((await send(b, comment(p.id))).userErrors).toEqual([]);
  });
});

describe('moderation', () => {
  it('visitors cannot moderate or list comments; roles without reviews:moderate are refused; moderators may', async () => {
    const p = await post();
    const id = await sent(p.id);
    const b = await visitor();
    const anonymous = await b.gql(MODERATE, { id, status: 'APPROVED' });
    expect(anonymous.errors?.[0]).toMatchObject({ message: NOT_AUTHENTICATED_MESSAGE, extensions: { code: 'UNAUTHENTICATED' } });
    expect((await b.gql(DELETE, { id })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.gql('{ itemComments { comments { id email } } }')).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const editor = await t.ownerToken(RoleCode.EDITOR);
    const forbidden = await t.gql(MODERATE, { id, status: 'APPROVED' }, as(editor));
    expect(forbidden.errors?.[0]).toMatchObject({ message: NOT_AUTHORIZED_MESSAGE, extensions: { code: 'FORBIDDEN' } });
    expect((await t.gql(DELETE, { id }, as(editor))).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await t.db.itemComment.findUniqueOrThrow({ where: { id } })).status).toBe('PENDING');
    const moderator = await t.ownerToken(RoleCode.MODERATOR);
    expect((await moderate(id, 'APPROVED', moderator)).comment.status).toBe('APPROVED');
    // Anyone who may read the store lists them, newest first, by status and item.
    const viewer = await t.ownerToken(RoleCode.VIEWER);
    const later = await sent(p.id, { body: 'Second thoughts.' });
    const listed = await t.gql<any>(
      'query($i: ID) { itemComments(itemId: $i, first: 10) { comments { id status email body item { id } } hasNextPage } }',
      { i: p.id },
      as(viewer),
    );
    expect(listed.data.itemComments).toEqual({
      comments: [
        { id: later, status: 'PENDING', email: 'ann@example.com', body: 'Second thoughts.', item: { id: p.id } },
        { id, status: 'APPROVED', email: 'ann@example.com', body: 'Lovely post.', item: { id: p.id } },
      ],
      hasNextPage: false,
    });
    const pending = await t.gql<any>('{ itemComments(status: PENDING, first: 100) { comments { id status } } }', {}, as(viewer));
    expect(pending.data.itemComments.comments.every((c: any) => c.status === 'PENDING')).toBe(true);
    expect(pending.data.itemComments.comments.map((c: any) => c.id)).toContain(later);
  });

  it("another website's owner neither sees nor changes this website's comments", async () => {
    const p = await post();
    const id = await sent(p.id);
    const tokyo = await t.ownerToken(RoleCode.ADMIN, 'site-tokyo');
    const onB = as(tokyo, 'jp.localhost');
    expect((await t.gql<any>(MODERATE, { id, status: 'APPROVED' }, onB)).data.moderateComment.userErrors).toEqual([
      { code: 'NOT_FOUND', message: NO_SUCH_COMMENT_MESSAGE, field: 'id' },
    ]);
    expect((await t.gql<any>(DELETE, { id }, onB)).data.deleteComment.userErrors[0].code).toBe('NOT_FOUND');
    const listed = await t.gql<any>('{ itemComments(first: 100) { comments { id } } }', {}, onB);
    expect(listed.data.itemComments.comments.map((c: any) => c.id)).not.toContain(id);
    // A's token on B's host is refused outright.
    const crossed = await t.request('/graphql', {
      method: 'POST',
      ...as(t.owner.token, 'jp.localhost'),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${t.owner.token}` },
      body: JSON.stringify({ query: MODERATE, variables: { id, status: 'APPROVED' } }),
    });
    expect(crossed.status).toBe(403);
    expect((await t.db.itemComment.findUniqueOrThrow({ where: { id } })).status).toBe('PENDING');
  });
});

describe('likes', () => {
  it('a visitor likes an item once (a second like changes nothing), another visitor adds one, unliking takes it back', async () => {
    const p = await post();
    const ann = await visitor();
    const bob = await visitor();
    const like = async (b: Visitor, m: 'likeItem' | 'unlikeItem' = 'likeItem') => {
      const res = await b.gql(LIKE(m), { id: p.id });
      expect(res.errors).toBeUndefined();
      return res.data?.[m];
    };
    expect(await like(ann)).toEqual({ item: { id: p.id, likeCount: 1, likedByMe: true }, userErrors: [] });
    expect((await like(ann)).item).toEqual({ id: p.id, likeCount: 1, likedByMe: true });
    expect((await like(bob)).item.likeCount).toBe(2);
    expect(await read(p, ann)).toMatchObject({ likeCount: 2, likedByMe: true });
    expect((await like(ann, 'unlikeItem')).item).toEqual({ id: p.id, likeCount: 1, likedByMe: false });
    expect((await like(ann, 'unlikeItem')).item.likeCount).toBe(1);
    expect(await read(p, ann)).toMatchObject({ likeCount: 1, likedByMe: false });
    expect(await read(p, bob)).toMatchObject({ likeCount: 1, likedByMe: true });
    await expectCountMatchesRows(p.id);
  });

  it('the same like sent many times at once counts once', async () => {
    const p = await post();
    const ann = await visitor();
    await Promise.all(Array.from({ length: 5 }, () => ann.gql(LIKE('likeItem'), { id: p.id })));
    expect((await read(p, ann)).likeCount).toBe(1);
    await expectCountMatchesRows(p.id);
  });

  it("likes are refused while the site's simple liking is off: 'This site does not take likes.'", async () => {
    const p = await post();
    const ann = await visitor();
    await setSite({ simpleLikingEnabled: false });
    try {
      for (const m of ['likeItem', 'unlikeItem'] as const)
        expect((await ann.gql(LIKE(m), { id: p.id })).data?.[m]).toEqual({
          item: null,
          userErrors: [{ code: 'INVALID_STATE', message: LIKES_DISABLED_MESSAGE, field: 'itemId' }],
        });
    } finally {
      await setSite({ simpleLikingEnabled: true });
    }
    expect(await t.db.itemLike.count({ where: { itemId: p.id } })).toBe(0);
  });

  it('drafts, products and unknown items cannot be liked; a call without the visitor cookie is refused', async () => {
    const draft = await post({ status: 'DRAFT' });
    const ann = await visitor();
    for (const id of [draft.id, 'prod-classic-tee', 'no-such-item'])
      expect((await ann.gql(LIKE('likeItem'), { id })).data?.likeItem.userErrors).toEqual([
        { code: 'NOT_FOUND', message: 'No such item.', field: 'itemId' },
      ]);
    const p = await post();
    const storefront = await t.gql<any>(LIKE('likeItem'), { id: p.id }, as(t.owner.token));
    expect(storefront.data.likeItem.userErrors).toEqual([{ code: 'INVALID_STATE', message: LIKE_NEEDS_VISITOR_MESSAGE, field: 'itemId' }]);
  });

  it("a page's cached answer never carries one visitor's likedByMe to another", async () => {
    const p = await post();
    const ann = await visitor();
    const bob = await visitor();
    await ann.gql(LIKE('likeItem'), { id: p.id });
    const query = 'query($s: String) { collection(urlSlug: $s) { items { items { id likeCount likedByMe } } } }';
    const askedBy = async (b: Visitor) => {
      const res = await b.request('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables: { s: p.collectionSlug } }),
      });
      return { cache: res.headers.get('x-cache'), items: ((await res.json()) as any).data.collection.items.items };
    };
    expect((await askedBy(ann)).items).toEqual([{ id: p.id, likeCount: 1, likedByMe: true }]);
    const forBob = await askedBy(bob);
    expect(forBob).toEqual({ cache: null, items: [{ id: p.id, likeCount: 1, likedByMe: false }] });
  });
});

describe('the rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({ limits: new RateLimits({ store: 'memory' }, { comments: { points: 1, durationSeconds: 60 } }) });
  });
  afterAll(() => limited.close());

  it('a visitor sending comments too fast is answered 429, with a message that says the wait its Retry-After says', async () => {
    const b = browser(limited);
    await b.get('/shop');
    const input = { itemId: 'no-such-item', authorName: 'A', email: 'a@example.com', body: 'Hi' };
    // Refused comments count too.
    expect((await b.gql(POST, { input })).data?.postComment.userErrors[0].code).toBe('NOT_FOUND');
    const res = await b.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-CSRF-Token': b.crumb() },
      body: JSON.stringify({ query: POST, variables: { input } }),
    });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    // The message says the wait Retry-After says (an hour's limit: minutes, not 'a few seconds').
    const message = rateLimitedMessage(Number(res.headers.get('retry-after')));
    expect(((await res.json()) as any).errors[0]).toMatchObject({ message, extensions: { code: 'RATE_LIMITED' } });
  });
});
