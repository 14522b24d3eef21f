import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { buildComment, buildPost, ME, postsResponse } from '@/testing/factories/posts';
import { callsTo, jsonResponse } from '@/testing/mock-fetch';
import { mockSignedIn, PLAYER, renderPicklezone } from '@/testing/render-picklezone';
import { COMMENT_MAX_LENGTH, POST_MESSAGES, type Post } from '@app/shared/posts';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function showPosts(posts: Post[], handlers: Parameters<typeof mockSignedIn>[0] = {}) {
  const fetchMock = mockSignedIn({ 'GET /api/posts': () => postsResponse(posts), ...handlers });
  const view = renderPicklezone();
  await screen.findByRole('region', { name: 'Posts' });
  const article = (name: string) => within(screen.getByRole('article', { name }));
  return { fetchMock, article, ...view };
}

describe('post card', () => {
  it('shows author, relative time, text with line breaks, pictures and a link card', async () => {
    const post = buildPost({
      content: 'Line one\nLine two',
      imageUrls: ['/uploads/a.jpg', '/uploads/b.jpg', '/uploads/c.jpg'],
      linkData: {
        url: 'https://www.example.com/x',
        title: 'Club news',
        description: 'New courts',
        image: null,
        domain: 'example.com',
        isVideo: false,
        embedUrl: null,
        videoType: null,
      },
      likes: ['someone', 'someone-else'],
      comments: [buildComment()],
    });
    const { article } = await showPosts([post]);
    const card = article('Daniel Lim');

    expect(card.getByText('2 hours ago')).toBeInTheDocument();
    expect(card.getByText(/Line one/)).toHaveClass('whitespace-pre-line');
    expect(card.getByText(/Line one/).textContent).toBe('Line one\nLine two');
    expect(card.getAllByRole('img', { name: /shared by Daniel Lim/ })).toHaveLength(3);
    expect(card.getByRole('img', { name: 'Photo 3 of 3 shared by Daniel Lim' })).toHaveAttribute(
      'src',
      '/uploads/c.jpg',
    );
    expect(card.getByRole('link', { name: /Club news/ })).toHaveAttribute('target', '_blank');
    expect(card.getByText('2 likes')).toBeInTheDocument();
    expect(card.getByText('1 comment')).toBeInTheDocument();
  });

  it('embeds a video link with a titled iframe on an allowed host only', async () => {
    const post = buildPost({
      linkData: {
        url: 'https://vimeo.com/76979871',
        title: 'Dinking basics',
        description: '',
        image: null,
        domain: 'vimeo.com',
        isVideo: true,
        embedUrl: 'https://attacker.example/frame',
        videoType: 'vimeo',
      },
    });
    const { article } = await showPosts([post]);
    expect(article('Daniel Lim').getByTitle('Dinking basics')).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/76979871',
    );
  });

  it('shows Edit and Delete only on my posts, and Report only on others’', async () => {
    const { article } = await showPosts([
      buildPost({ author: ME, content: 'Mine' }),
      buildPost({ content: 'Theirs' }),
    ]);
    const mine = article('Aisyah Rahman');
    expect(mine.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(mine.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(mine.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
    const theirs = article('Daniel Lim');
    expect(theirs.getByRole('button', { name: 'Report' })).toBeInTheDocument();
    expect(theirs.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(theirs.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('toggles Like (aria-pressed) and keeps the server’s copy', async () => {
    const post = buildPost({ likes: ['someone'] });
    const { article, user, fetchMock } = await showPosts([post], {
      [`POST /api/posts/${post._id}/like`]: () =>
        jsonResponse(200, { ...post, likes: ['someone', PLAYER._id, 'third'] }),
    });
    const card = article('Daniel Lim');
    const like = card.getByRole('button', { name: 'Like' });
    expect(like).toHaveAttribute('aria-pressed', 'false');

    await user.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    expect(await card.findByText('3 likes')).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST /api/posts/${post._id}/like`)).toHaveLength(1);
  });

  it('puts the like back when the server refuses it', async () => {
    const post = buildPost();
    const { article, user } = await showPosts([post], {
      [`POST /api/posts/${post._id}/like`]: () => jsonResponse(500, { error: 'Oops' }),
    });
    const card = article('Daniel Lim');
    await user.click(card.getByRole('button', { name: 'Like' }));
    expect(
      await card.findByText('Your like could not be saved. Please try again.'),
    ).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
    expect(card.getByText('0 likes')).toBeInTheDocument();
  });
});

describe('comments', () => {
  it('refuses an empty comment, then adds one from the server answer', async () => {
    const post = buildPost();
    const comment = buildComment({
      playerId: ME.playerId,
      fullName: ME.fullName,
      comment: 'See you!',
    });
    const { article, user, fetchMock } = await showPosts([post], {
      [`POST /api/posts/${post._id}/comment`]: () =>
        jsonResponse(200, { ...post, comments: [comment] }),
    });
    const card = article('Daniel Lim');
    await user.click(card.getByRole('button', { name: 'Send' }));
    expect(await card.findByText(POST_MESSAGES.emptyComment)).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST /api/posts/${post._id}/comment`)).toHaveLength(0);

    await user.click(card.getByRole('button', { name: 'Comment' }));
    expect(card.getByLabelText('Write a comment')).toHaveFocus();
    await user.keyboard('  See you!  {Enter}');
    expect(await card.findByText('See you!')).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST /api/posts/${post._id}/comment`)[0]?.body).toEqual({
      comment: 'See you!',
    });
    expect(card.getByLabelText('Write a comment')).toHaveValue('');
    expect(card.getByText('1 comment')).toBeInTheDocument();
  });

  it("shows 'Error adding comment' when the server gives no text", async () => {
    const post = buildPost();
    const { article, user } = await showPosts([post], {
      [`POST /api/posts/${post._id}/comment`]: () => new Response(null, { status: 500 }),
    });
    const card = article('Daniel Lim');
    await user.type(card.getByLabelText('Write a comment'), 'Nice');
    await user.click(card.getByRole('button', { name: 'Send' }));
    expect(await card.findByText('Error adding comment')).toBeInTheDocument();
    expect(card.getByLabelText('Write a comment')).toHaveValue('Nice');
  });

  it('drops a failed comment’s error when the comment is edited, and after a later success', async () => {
    const post = buildPost();
    // The first two attempts fail, the third is saved.
    let attempts = 0;
    const { article, user } = await showPosts([post], {
      [`POST /api/posts/${post._id}/comment`]: () => {
        attempts += 1;
        return attempts <= 2
          ? new Response(null, { status: 500 })
          : jsonResponse(200, { ...post, comments: [buildComment({ comment: 'Nice one' })] });
      },
    });
    const card = article('Daniel Lim');
    const box = card.getByLabelText('Write a comment');
    await user.type(box, 'Nice');
    await user.click(card.getByRole('button', { name: 'Send' }));
    expect(await card.findByText('Error adding comment')).toBeInTheDocument();
    await user.type(box, ' one');
    expect(card.queryByText('Error adding comment')).not.toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Send' }));
    expect(await card.findByText('Error adding comment')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Send' }));
    expect(await card.findByText('Nice one')).toBeInTheDocument();
    expect(card.queryByText('Error adding comment')).not.toBeInTheDocument();
    expect(box).not.toHaveAttribute('aria-invalid');
  });

  it('stops at the server’s length limit and counts down near it', async () => {
    const { article, user } = await showPosts([buildPost()]);
    const card = article('Daniel Lim');
    const box = card.getByLabelText('Write a comment');
    expect(box).toHaveAttribute('maxlength', String(COMMENT_MAX_LENGTH));
    await user.click(box);
    await user.paste('a'.repeat(COMMENT_MAX_LENGTH - 101));
    expect(card.queryByText(/characters$/)).not.toBeInTheDocument();
    await user.type(box, 'b');
    expect(
      card.getByText(`${COMMENT_MAX_LENGTH - 100}/${COMMENT_MAX_LENGTH} characters`),
    ).toBeInTheDocument();
    await user.paste('c'.repeat(200));
    expect(box).toHaveValue(`${'a'.repeat(COMMENT_MAX_LENGTH - 101)}b${'c'.repeat(100)}`);
    expect(
      card.getByText(`${COMMENT_MAX_LENGTH}/${COMMENT_MAX_LENGTH} characters`),
    ).toBeInTheDocument();
  });

  it('shows the latest three comments until asked for all', async () => {
    const comments = [1, 2, 3, 4, 5].map((n) => buildComment({ comment: `Comment ${n}` }));
    const { article, user } = await showPosts([buildPost({ comments })]);
    const card = article('Daniel Lim');
    expect(card.queryByText('Comment 1')).not.toBeInTheDocument();
    expect(card.getByText('Comment 5')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'View all 5 comments' }));
    expect(card.getByText('Comment 1')).toBeInTheDocument();
  });
});

describe('editing and deleting my post', () => {
  it('edits inline, refusing empty text', async () => {
    const post = buildPost({ author: ME, content: 'Old text' });
    const { article, user, fetchMock } = await showPosts([post], {
      [`PUT /api/posts/${post._id}`]: () => jsonResponse(200, { ...post, content: 'New text' }),
    });
    const card = article('Aisyah Rahman');
    await user.click(card.getByRole('button', { name: 'Edit' }));
    const box = card.getByLabelText('Edit post');
    expect(box).toHaveFocus();
    await user.clear(box);
    await user.click(card.getByRole('button', { name: 'Save' }));
    expect(await card.findByText(POST_MESSAGES.emptyEdit)).toBeInTheDocument();
    expect(callsTo(fetchMock, `PUT /api/posts/${post._id}`)).toHaveLength(0);

    await user.type(box, 'New text');
    await user.click(card.getByRole('button', { name: 'Save' }));
    expect(await card.findByText('New text')).toBeInTheDocument();
    expect(card.queryByLabelText('Edit post')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, `PUT /api/posts/${post._id}`)[0]?.body).toEqual({
      content: 'New text',
    });
  });

  it("shows the server's refusal of an edit", async () => {
    const post = buildPost({ author: ME });
    const { article, user } = await showPosts([post], {
      [`PUT /api/posts/${post._id}`]: () => new Response(null, { status: 500 }),
    });
    const card = article('Aisyah Rahman');
    await user.click(card.getByRole('button', { name: 'Edit' }));
    await user.click(card.getByRole('button', { name: 'Save' }));
    expect(await card.findByText('Failed to edit post')).toBeInTheDocument();
  });

  it('deletes after confirmation; a failure keeps the post and says so', async () => {
    const post = buildPost({ author: ME, content: 'Delete me' });
    let answer = () => new Response(null, { status: 500 });
    const { article, user, fetchMock } = await showPosts([post], {
      [`DELETE /api/posts/${post._id}`]: () => answer(),
    });
    await user.click(article('Aisyah Rahman').getByRole('button', { name: 'Delete' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete post?' }));
    expect(callsTo(fetchMock, `DELETE /api/posts/${post._id}`)).toHaveLength(0);

    await user.click(dialog.getByRole('button', { name: 'Delete post' }));
    expect(await dialog.findByText('Failed to delete post')).toBeInTheDocument();

    answer = () => jsonResponse(200, { success: true, message: 'Post deleted' });
    await user.click(dialog.getByRole('button', { name: 'Delete post' }));
    await waitFor(() => expect(screen.queryByText('Delete me')).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Cancel closes the confirmation without deleting', async () => {
    const post = buildPost({ author: ME });
    const { article, user, fetchMock } = await showPosts([post]);
    await user.click(article('Aisyah Rahman').getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, `DELETE /api/posts/${post._id}`)).toHaveLength(0);
  });
});
