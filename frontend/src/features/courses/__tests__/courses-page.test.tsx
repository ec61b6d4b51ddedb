import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../config/env';
import { json, renderAt, stubServer, testConfig } from '../../../testing/render';
import { CoursesPage } from '../components/courses-page';

const course = {
  id: 'c1',
  title: 'Quran Reading',
  shortDescription: 'Read fluently',
  level: 'beginner',
  category: 'Quranic Arabic',
  coverPhoto: '',
  isPublished: true,
  moduleCount: 3,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

// Slow in jsdom on a busy machine: more than the default 5 s.
describe('CoursesPage', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    vi.stubGlobal('fetch', stubServer({ '/config.json': () => json(testConfig) }));
    await loadConfig();
  });

  it('shows six skeleton cards while loading, then the courses', async () => {
    let release: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      stubServer({ '/api/courses': () => new Promise<Response>((resolve) => (release = resolve)) }),
    );
    renderAt(<CoursesPage />, '/courses');
    expect(await screen.findAllByTestId('course-skeleton')).toHaveLength(6);
    release(json({ items: [course], nextCursor: null }));
    expect(await screen.findByRole('heading', { name: 'Quran Reading' })).toBeInTheDocument();
    expect(screen.getByText('No image')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Details: Quran Reading' })).toHaveAttribute('href', '/courses/c1');
    expect(screen.queryAllByTestId('course-skeleton')).toHaveLength(0);
  });

  it('shows the empty state for a level without courses and goes back to all', async () => {
    const requested: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      requested.push(url.searchParams.get('level') ?? 'all');
      return json({ items: url.searchParams.get('level') ? [] : [course], nextCursor: null });
    });
    renderAt(<CoursesPage />, '/courses');
    await screen.findByRole('heading', { name: 'Quran Reading' });
    await userEvent.click(screen.getByRole('button', { name: 'Advanced' }));
    expect(await screen.findByText('No courses found for this level.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Advanced' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'View All Courses' }));
    await screen.findByRole('heading', { name: 'Quran Reading' });
    await waitFor(() => expect(requested).toContain('advanced'));
  });

  it('links the level card to /intake', async () => {
    vi.stubGlobal('fetch', stubServer({ '/api/courses': () => json({ items: [], nextCursor: null }) }));
    renderAt(<CoursesPage />, '/courses');
    expect(screen.getByRole('link', { name: 'Book Free Trial' })).toHaveAttribute('href', '/intake');
  });
});
