import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { buildPost, ME, postsResponse } from '@/testing/factories/posts';
import { callsTo, jsonResponse, networkFailure } from '@/testing/mock-fetch';
import { mockSignedIn, renderPicklezone } from '@/testing/render-picklezone';
import { POST_MESSAGES } from '@app/shared/posts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const image = (name: string, size = 1024, type = 'image/png') =>
  new File([new Uint8Array(size)], name, { type });

async function setup(handlers: Parameters<typeof mockSignedIn>[0] = {}) {
  const fetchMock = mockSignedIn({ 'GET /api/posts': () => postsResponse([]), ...handlers });
  const view = renderPicklezone();
  const card = within(await screen.findByRole('region', { name: 'Create a post' }));
  return { fetchMock, card, ...view };
}

describe('create-post card', () => {
  it('refuses an empty post with the spec §5 message and sends nothing', async () => {
    const { card, user, fetchMock } = await setup();
    await user.click(card.getByRole('button', { name: 'Post' }));
    expect(await card.findByText(POST_MESSAGES.empty)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/posts')).toHaveLength(0);
  });

  it('posts text and pictures as multipart and puts the new post at the top', async () => {
    const created = buildPost({ author: ME, content: 'Hello PickleZone', postType: 'image' });
    let answer: (response: Response) => void = () => {};
    const { card, user, fetchMock } = await setup({
      'POST /api/posts': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await user.type(card.getByLabelText('What would you like to share?'), 'Hello PickleZone');
    await user.upload(card.getByLabelText('Add photos'), [image('a.png'), image('b.png')]);
    expect(await card.findByRole('img', { name: 'Selected photo 2: b.png' })).toBeInTheDocument();
    expect(card.getByText('2 of 5 photos selected')).toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Post' }));
    expect(await card.findByRole('button', { name: 'Posting…' })).toBeDisabled();
    const form = callsTo(fetchMock, 'POST /api/posts')[0]?.body as FormData;
    expect(form.get('content')).toBe('Hello PickleZone');
    expect(form.getAll('image').map((file) => (file as File).name)).toEqual(['a.png', 'b.png']);
    expect(form.has('linkUrl')).toBe(false);

    answer(jsonResponse(201, created));
    const feed = await screen.findByRole('region', { name: 'Posts' });
    expect(within(feed).getByText('Hello PickleZone')).toBeInTheDocument();
    expect(card.getByLabelText('What would you like to share?')).toHaveValue('');
    expect(card.queryByRole('img', { name: /Selected photo/ })).not.toBeInTheDocument();
    expect(card.getByText('Your post is live.')).toBeInTheDocument();
  });

  it('removes a chosen picture', async () => {
    const { card, user } = await setup();
    await user.upload(card.getByLabelText('Add photos'), [image('a.png'), image('b.png')]);
    await user.click(card.getByRole('button', { name: 'Remove photo 1 (a.png)' }));
    expect(card.queryByRole('button', { name: 'Remove photo 1 (a.png)' })).not.toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Remove photo 1 (b.png)' })).toBeInTheDocument();
  });

  it('refuses a sixth picture, a picture over 5MB and a file that is not an image', async () => {
    const { card, user } = await setup();
    const input = card.getByLabelText('Add photos');
    await user.upload(
      input,
      ['1', '2', '3', '4'].map((n) => image(`${n}.png`)),
    );
    await user.upload(input, [image('5.png'), image('6.png')]);
    expect(await card.findByText(POST_MESSAGES.tooManyImages)).toBeInTheDocument();
    expect(card.getAllByRole('button', { name: /^Remove photo/ })).toHaveLength(4);

    await user.upload(input, [image('huge.jpg', 5 * 1024 * 1024 + 1, 'image/jpeg')]);
    expect(await card.findByText('huge.jpg is larger than 5MB')).toBeInTheDocument();

    fireEvent.change(input, { target: { files: [image('notes.pdf', 10, 'application/pdf')] } });
    expect(await card.findByText(POST_MESSAGES.notImage)).toBeInTheDocument();
    expect(card.getAllByRole('button', { name: /^Remove photo/ })).toHaveLength(4);
  });

  it("shows the server's error, or the fallbacks of spec §8", async () => {
    let answer: () => Response = () =>
      jsonResponse(429, { error: 'You are posting too fast. Please wait a minute.' });
    const { card, user } = await setup({ 'POST /api/posts': () => answer() });
    await user.type(card.getByLabelText('What would you like to share?'), 'Hi');
    await user.click(card.getByRole('button', { name: 'Post' }));
    expect(
      await card.findByText('You are posting too fast. Please wait a minute.'),
    ).toBeInTheDocument();

    answer = () => new Response(null, { status: 500 });
    await user.click(card.getByRole('button', { name: 'Post' }));
    expect(await card.findByText('Failed to create post')).toBeInTheDocument();

    answer = networkFailure;
    await user.click(card.getByRole('button', { name: 'Post' }));
    expect(await card.findByText('Error creating post')).toBeInTheDocument();
    expect(card.getByLabelText('What would you like to share?')).toHaveValue('Hi');
  });
});

describe('create-post card: links', () => {
  const URL_TEXT = 'https://example.com/club-news';
  const PREVIEW = {
    url: URL_TEXT,
    title: 'Club news',
    description: 'A new court opens',
    image: 'https://example.com/court.jpg',
    domain: 'example.com',
    isVideo: false,
    embedUrl: null,
    videoType: null,
  };

  it('asks for a preview 500 ms after typing stops and posts the link with it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockSignedIn({
      'GET /api/posts': () => postsResponse([]),
      'POST /api/link-preview': () => jsonResponse(200, PREVIEW),
      'POST /api/posts': () => jsonResponse(201, buildPost({ author: ME })),
    });
    const { user } = renderPicklezone('/picklezone', {
      userOptions: { advanceTimers: vi.advanceTimersByTime },
    });
    const card = within(await screen.findByRole('region', { name: 'Create a post' }));
    await user.type(card.getByLabelText('Link (optional)'), URL_TEXT);
    act(() => void vi.advanceTimersByTime(400));
    expect(callsTo(fetchMock, 'POST /api/link-preview')).toHaveLength(0);
    act(() => void vi.advanceTimersByTime(150));

    expect(await card.findByText('Club news')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/link-preview')).toHaveLength(1);
    expect(callsTo(fetchMock, 'POST /api/link-preview')[0]?.body).toEqual({ url: URL_TEXT });
    expect(card.getByRole('link', { name: /Club news/ })).toHaveAttribute('href', URL_TEXT);

    await user.click(card.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/posts')).toHaveLength(1));
    const form = callsTo(fetchMock, 'POST /api/posts')[0]?.body as FormData;
    expect(form.get('linkUrl')).toBe(URL_TEXT);
    expect(form.get('linkTitle')).toBe('Club news');
    expect(form.get('linkImage')).toBe('https://example.com/court.jpg');
  });

  it('shows a video link as an embed rebuilt from the link', async () => {
    mockSignedIn({
      'GET /api/posts': () => postsResponse([]),
      'POST /api/link-preview': () =>
        jsonResponse(200, {
          ...PREVIEW,
          url: 'https://youtu.be/dQw4w9WgXcQ',
          title: 'Third shot drop drills',
          isVideo: true,
          embedUrl: 'https://evil.example/embed',
          videoType: 'youtube',
        }),
    });
    const { user } = renderPicklezone();
    const card = within(await screen.findByRole('region', { name: 'Create a post' }));
    await user.type(card.getByLabelText('Link (optional)'), 'https://youtu.be/dQw4w9WgXcQ');
    const frame = await card.findByTitle('Third shot drop drills', {}, { timeout: 2000 });
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  });

  it('notes a failed preview and still posts the bare link', async () => {
    const fetchMock = mockSignedIn({
      'GET /api/posts': () => postsResponse([]),
      'POST /api/link-preview': () => jsonResponse(422, { error: 'Could not read that page' }),
      'POST /api/posts': () => jsonResponse(201, buildPost({ author: ME })),
    });
    const { user } = renderPicklezone();
    const card = within(await screen.findByRole('region', { name: 'Create a post' }));
    await user.type(card.getByLabelText('Link (optional)'), URL_TEXT);
    expect(
      await card.findByText(/No preview is available for this link/, {}, { timeout: 2000 }),
    ).toHaveTextContent('Could not read that page');

    await user.click(card.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/posts')).toHaveLength(1));
    const form = callsTo(fetchMock, 'POST /api/posts')[0]?.body as FormData;
    expect(form.get('linkUrl')).toBe(URL_TEXT);
    expect(form.get('linkTitle')).toBe('');
  });

  it('refuses a link that is not http(s)', async () => {
    const { card, user, fetchMock } = await setup();
    await user.type(card.getByLabelText('Link (optional)'), 'javascript:alert(1)');
    await user.click(card.getByRole('button', { name: 'Post' }));
    expect(await card.findByText(POST_MESSAGES.badLink)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/posts')).toHaveLength(0);
    expect(callsTo(fetchMock, 'POST /api/link-preview')).toHaveLength(0);
  });
});
