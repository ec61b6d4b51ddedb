import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
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
const advanced = { ...course, id: 'c2', title: 'Classical Texts', level: 'advanced' };

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

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

  it('asks for every level once; the level the address names shows, by CSS', async () => {
    const requested: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      requested.push(url.searchParams.get('level') ?? 'all');
      return json({ items: [course, advanced], nextCursor: null });
    });
    renderAt(<CoursesPage />, '/courses?level=advanced');
    expect(await screen.findByRole('heading', { name: 'Classical Texts' })).toBeVisible();
    expect(requested).toEqual(['all']);
    expect(screen.getByRole('radio', { name: 'Advanced' })).toBeChecked();
    // Every card is in the page, marked with its level; the other levels' are hidden.
    const levels = [...document.querySelectorAll('[data-level]')].map((card) => card.getAttribute('data-level'));
    expect(levels).toEqual(['beginner', 'advanced']);
    expect(screen.getByText('Quran Reading')).not.toBeVisible();
    expect(screen.getByText('No courses found for this level.')).not.toBeVisible();
  });

  it('is a radio group that filters: each choice goes into the address, and View All Courses goes back to All', async () => {
    vi.stubGlobal('fetch', stubServer({ '/api/courses': () => json({ items: [course, advanced], nextCursor: null }) }));
    renderAt(
      <>
        <CoursesPage />
        <Address />
      </>,
      '/courses',
    );
    await screen.findByRole('heading', { name: 'Quran Reading' });
    expect(screen.getByRole('group', { name: 'Filter by level' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'All Courses' })).toBeChecked();
    expect(screen.getByText('Classical Texts')).toBeVisible();
    expect(screen.getByText('No courses found for this level.')).not.toBeVisible();

    await userEvent.click(screen.getByRole('radio', { name: 'Beginner' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/courses?level=beginner');
    expect(screen.getByText('Quran Reading')).toBeVisible();
    expect(screen.getByText('Classical Texts')).not.toBeVisible();

    // The keyboard: arrows move the choice. Intermediate has no course: the empty state shows.
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Intermediate' })).toBeChecked();
    expect(screen.getByTestId('address')).toHaveTextContent('/courses?level=intermediate');
    expect(screen.getByText('Quran Reading')).not.toBeVisible();
    expect(screen.getByText('Classical Texts')).not.toBeVisible();
    expect(screen.getByText('No courses found for this level.')).toBeVisible();

    // Its action is a link to the catalogue: a Tab stop, and with no script it opens it on All.
    const viewAll = screen.getByRole('link', { name: 'View All Courses' });
    expect(viewAll).toHaveAttribute('href', '/courses');
    await userEvent.click(viewAll);
    expect(screen.getByRole('radio', { name: 'All Courses' })).toBeChecked();
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/courses$/);
    expect(screen.getByText('Quran Reading')).toBeVisible();
    expect(screen.getByText('No courses found for this level.')).not.toBeVisible();
  });

  it('says so when there is no course at all', async () => {
    vi.stubGlobal('fetch', stubServer({ '/api/courses': () => json({ items: [], nextCursor: null }) }));
    renderAt(<CoursesPage />, '/courses');
    expect(await screen.findByText('No courses found for this level.')).toBeVisible();
  });

  it('links the level card to /intake', async () => {
    vi.stubGlobal('fetch', stubServer({ '/api/courses': () => json({ items: [], nextCursor: null }) }));
    renderAt(<CoursesPage />, '/courses');
    expect(screen.getByRole('link', { name: 'Book Free Trial' })).toHaveAttribute('href', '/intake');
  });
});
