import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderWithRouter } from '@/testing/test-utils';

import { FeaturedVideoSection } from './featured-video-section';

const EMPTY = 'No featured video at the moment. Check back soon!';

function serveVideo(videoUrl: string) {
  mockFetch({
    'GET /api/featured-video': () =>
      jsonResponse(200, {
        _id: 'v1',
        title: 'Nationals highlights',
        description: 'The best rallies of the year.',
        videoUrl,
      }),
  });
}

describe('home featured video', () => {
  it('embeds a video from an allowed host', async () => {
    serveVideo('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    const { container } = renderWithRouter(<FeaturedVideoSection />);

    const iframe = await screen.findByTitle('Nationals highlights');
    expect(iframe.tagName).toBe('IFRAME');
    expect(iframe).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(iframe).toHaveAttribute('loading', 'lazy');
    expect(iframe).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    expect(iframe).toHaveAttribute(
      'allow',
      'accelerometer; encrypted-media; gyroscope; picture-in-picture',
    );
    expect(container.querySelectorAll('iframe')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Nationals highlights');
    expect(screen.getByText('The best rallies of the year.')).toBeInTheDocument();
  });

  it('refuses a video from another host', async () => {
    serveVideo('https://evil.example/embed/dQw4w9WgXcQ');
    const { container } = renderWithRouter(<FeaturedVideoSection />);
    expect(await screen.findByText(EMPTY)).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('shows the empty state when there is no featured video', async () => {
    mockFetch({
      'GET /api/featured-video': () => jsonResponse(404, { error: 'No featured video' }),
    });
    const { container } = renderWithRouter(<FeaturedVideoSection />);
    expect(await screen.findByText(EMPTY)).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
  });
});
