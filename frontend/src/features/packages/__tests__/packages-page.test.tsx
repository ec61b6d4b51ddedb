import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Package } from '@app/shared/packages/schemas';
import { loadConfig } from '../../../config/env';
import { me } from '../../../testing/fixtures';
import { json, renderAt, sentJson, stubServer, testConfig } from '../../../testing/render';
import { PackagesPage } from '../packages-page';

vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: async () => ({ tokens: { idToken: { toString: () => 'id-token' } } }),
  signIn: vi.fn(),
  signOut: vi.fn(async () => {}),
}));

const COURSE_ID = '0b7f4c1e-7d2a-4d4b-9a51-2f1e3c4d5e6f';
const pkg = (id: string, name: string, priceUsd: number, sessionCount: number): Package => ({
  id,
  name,
  description: `${name} description`,
  priceUsd,
  sessionCount,
  isActive: true,
  version: 0,
});
const packages = [
  pkg('11111111-1111-4111-8111-111111111111', 'Single Lesson', 25, 1),
  pkg('22222222-2222-4222-8222-222222222222', 'Starter', 100, 3),
  pkg('33333333-3333-4333-8333-333333333333', 'Popular Monthly', 180, 8),
];
const course = { id: COURSE_ID, title: 'Quran Reading', shortDescription: 'Read fluently' };

function Where() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

function renderPackages(path: string) {
  return renderAt(
    <Routes>
      <Route path="/packages" element={<PackagesPage />} />
      <Route path="/student/dashboard" element={<Where />} />
    </Routes>,
    path,
  );
}

const card = (name: string) => screen.getByRole('article', { name });

describe('PackagesPage', () => {
  beforeEach(async () => {
    vi.stubGlobal('fetch', stubServer({ '/config.json': () => json(testConfig) }));
    await loadConfig();
  });

  it('shows each package with its price, sessions, price per session and the Most Popular badge', async () => {
    vi.stubGlobal(
      'fetch',
      stubServer({
        '/api/me': () => json(me('student')),
        '/api/packages': () => json({ items: packages }),
        '/api/courses': () => json({ items: [course], nextCursor: null }),
      }),
    );
    renderPackages('/packages');

    expect(screen.getByRole('heading', { level: 1, name: 'Choose Your Package' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Starter' });
    expect(within(card('Starter')).getByText('$100.00')).toBeInTheDocument();
    expect(within(card('Starter')).getByText('3 sessions')).toBeInTheDocument();
    expect(within(card('Starter')).getByText('$33.33 per session')).toBeInTheDocument();
    expect(within(card('Single Lesson')).getByText('1 session')).toBeInTheDocument();
    expect(within(card('Popular Monthly')).getByText('$22.50 per session')).toBeInTheDocument();
    expect(within(card('Popular Monthly')).getByText('Most Popular')).toBeInTheDocument();
    expect(screen.getAllByText('Most Popular')).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /^Request This Package/ })).toHaveLength(3);

    // Without a course in the address, the student may pick one (or leave it to the team).
    const select = screen.getByRole('combobox', { name: 'Which course are these sessions for?' });
    expect(await within(select).findByRole('option', { name: 'Quran Reading' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What Happens Next' })).toBeInTheDocument();
  });

  it('requests a package for the course in the address and goes to the dashboard', async () => {
    const fetchMock = vi.fn(
      stubServer({
        '/api/me': () => json(me('student')),
        '/api/packages': () => json({ items: packages }),
        [`/api/courses/${COURSE_ID}`]: () => json(course),
        '/api/me/package-requests': () => json({ id: 'r1' }, 201),
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderPackages(`/packages?courseId=${COURSE_ID}`);

    expect(await screen.findByText('Quran Reading')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Request This Package: Starter' }));

    expect(await screen.findByText('Request Submitted!')).toBeInTheDocument();
    expect(
      screen.getByText("We've received your package request. Our team will contact you shortly with payment details."),
    ).toBeInTheDocument();
    expect(await screen.findByText('at /student/dashboard')).toBeInTheDocument();
    expect(sentJson(fetchMock, '/api/me/package-requests')).toEqual({
      packageId: packages[1]!.id,
      courseId: COURSE_ID,
      learnerId: 'u1',
    });
  });

  it('sends the course picked in the list, and shows the server refusal in an Error toast', async () => {
    const fetchMock = vi.fn(
      stubServer({
        '/api/me': () => json(me('student')),
        '/api/packages': () => json({ items: packages }),
        '/api/courses': () => json({ items: [course], nextCursor: null }),
        '/api/me/package-requests': () =>
          json({ error: { code: 'CONFLICT', message: 'You already have 5 requests waiting for approval.' } }, 409),
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderPackages('/packages');

    const select = await screen.findByRole('combobox', { name: 'Which course are these sessions for?' });
    await within(select).findByRole('option', { name: 'Quran Reading' });
    await userEvent.selectOptions(select, COURSE_ID);
    await userEvent.click(await screen.findByRole('button', { name: 'Request This Package: Single Lesson' }));

    // Kept above the packages and focused, so it is read once.
    const alert = await screen.findByRole('group', { name: 'Error' });
    await waitFor(() => expect(alert).toHaveFocus());
    expect(alert).toHaveAccessibleDescription('You already have 5 requests waiting for approval.');
    expect(screen.queryByText(/^at /)).not.toBeInTheDocument();
    expect(sentJson(fetchMock, '/api/me/package-requests')).toEqual({
      packageId: packages[0]!.id,
      courseId: COURSE_ID,
      learnerId: 'u1',
    });
  });

  it('says so when no package is available', async () => {
    vi.stubGlobal(
      'fetch',
      stubServer({
        '/api/me': () => json(me('student')),
        '/api/packages': () => json({ items: [] }),
        '/api/courses': () => json({ items: [], nextCursor: null }),
      }),
    );
    renderPackages('/packages');
    expect(await screen.findByText('No packages are available right now.')).toBeInTheDocument();
  });
});
