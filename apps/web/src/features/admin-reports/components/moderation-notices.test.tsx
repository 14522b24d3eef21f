import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { setMessageLocale } from '@/lib/format-message';
import { I18nProvider, registerMessages } from '@/lib/i18n';
import { ms } from '@/messages/ms/index';
import { buildReport } from '@/testing/factories/reports';
import { jsonResponse, mockFetch } from '@/testing/mock-fetch';

import { PostingBlockButton } from './posting-block-button';
import { ReportedComments } from './reported-comments';

afterEach(() => {
  vi.unstubAllGlobals();
  setMessageLocale('en');
});

function renderInMalay(ui: ReactNode) {
  registerMessages(ms, 'ms');
  setMessageLocale('ms');
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <I18nProvider locale="ms">
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </I18nProvider>,
  );
  return userEvent.setup();
}

const post = buildReport({
  post: {
    author: { username: 'lim.wei', fullName: 'Lim Wei', _id: 'player-9', postingBlocked: true },
    comments: [{ _id: 'c-1', fullName: 'Rude Person', comment: 'You are all losers' }],
  },
}).post!;

describe('moderation notices on a Malay page', () => {
  it('says a comment was deleted in Malay, whatever the API’s English message', async () => {
    mockFetch({
      'DELETE /api/posts/p-1/comments/c-1': () =>
        jsonResponse(200, { success: true, message: 'Comment deleted' }),
    });
    const onDeleted = vi.fn();
    const user = renderInMalay(
      <ReportedComments postId="p-1" comments={post.comments} onDeleted={onDeleted} />,
    );
    await user.click(screen.getByText('Komen (1)'));
    await user.click(screen.getByRole('button', { name: 'Padam komen oleh Rude Person' }));
    const confirm = screen.getByRole('dialog', { name: 'Padam komen?' });
    await user.click(within(confirm).getByRole('button', { name: 'Padam komen' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith('Komen dipadam'));
  });

  it('says an author may post again in Malay', async () => {
    mockFetch({
      'PUT /api/players/player-9/posting-block': () =>
        jsonResponse(200, { success: true, message: 'Lim Wei can post and comment again' }),
    });
    const onDone = vi.fn();
    const user = renderInMalay(<PostingBlockButton author={post.author} onDone={onDone} />);
    await user.click(screen.getByRole('button', { name: 'Benarkan Lim Wei menghantar semula' }));
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith('Lim Wei boleh menghantar dan mengulas semula'),
    );
  });
});
