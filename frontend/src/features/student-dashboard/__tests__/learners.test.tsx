import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StudentDashboard } from '@app/shared/students/dashboard';
import { learnerMessages } from '@app/shared/students/learners';
import type { StudentProfile } from '@app/shared/students/schemas';
import { loadConfig } from '../../../config/env';
import { childLearner, family, me, studentProfile } from '../../../testing/fixtures';
import { json, renderAt, sentJson, stubServer, testConfig } from '../../../testing/render';
import { StudentDashboardPage } from '../dashboard-page';

vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: async () => ({ tokens: { idToken: { toString: () => 'id-token' } } }),
  signIn: vi.fn(),
  signOut: vi.fn(async () => {}),
}));

const sara = studentProfile();
const yusuf = childLearner();

/** A dashboard whose one course is named for its learner, so the test sees whose data is shown. */
const dashboardOf = (name: string): StudentDashboard => ({
  balances: [{ courseId: 'c1', courseTitle: `Quran Reading for ${name}`, sessionsRemaining: 2, lots: [] }],
  upcoming: [],
  refundable: [],
  pendingRefunds: [],
  requests: [],
  counters: { sessionsRemaining: 2, upcoming: 0, pendingRequests: 0 },
});

/** The server, answering each learner's reads with their own data; `learners` may change as the test goes. */
function serve(learners: () => StudentProfile[], routes: Parameters<typeof stubServer>[0] = {}) {
  const fetchMock = vi.fn(
    stubServer({
      '/api/me': () => json(learners().length > 1 ? family(learners()) : me('student')),
      '/api/me/dashboard?learnerId=u1': () => json(dashboardOf('Sara')),
      '/api/me/dashboard?learnerId=l2': () => json(dashboardOf('Yusuf')),
      '/api/me/dashboard?learnerId=l3': () => json(dashboardOf('Adam')),
      '/api/me/certificates': () => json({ items: [] }),
      ...routes,
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const switcher = () => screen.queryByRole('navigation', { name: 'Learners on your account' });

describe('StudentDashboardPage with learners', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    vi.stubGlobal('fetch', stubServer({ '/config.json': () => json(testConfig) }));
    await loadConfig();
  });
  afterEach(() => window.localStorage.clear());

  it('looks as before for an adult learning alone: no switcher, no removal, a modest Add a learner', async () => {
    serve(() => [sara]);
    renderAt(<StudentDashboardPage />, '/student/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Sara Ali!' })).toBeInTheDocument();
    expect(await screen.findByText('Quran Reading for Sara')).toBeInTheDocument();
    expect(switcher()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a learner' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book: Quran Reading for Sara' })).toHaveAttribute(
      'href',
      '/student/book-session/c1',
    );
  });

  it("names the learner shown, switches between the learners' own data, and keeps the learner in links", async () => {
    const fetchMock = serve(() => [sara, yusuf]);
    renderAt(<StudentDashboardPage />, '/student/dashboard?learner=l2');

    expect(await screen.findByRole('heading', { level: 1, name: "Yusuf Ali's lessons" })).toBeInTheDocument();
    expect(screen.getByText('Welcome, Sara Ali!')).toBeInTheDocument();
    expect(await screen.findByText('Quran Reading for Yusuf')).toBeInTheDocument();
    const links = within(switcher()!).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Sara Ali', 'Yusuf Ali']);
    expect(within(switcher()!).getByRole('link', { name: 'Yusuf Ali' })).toHaveAttribute('aria-current', 'page');
    expect(within(switcher()!).getByRole('link', { name: 'Sara Ali' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Book: Quran Reading for Yusuf' })).toHaveAttribute(
      'href',
      '/student/book-session/c1?learner=l2',
    );
    expect(screen.getByRole('link', { name: "Edit Yusuf Ali's learning profile" })).toHaveAttribute(
      'href',
      '/student/intake-form?learner=l2',
    );
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContainEqual(
      expect.stringContaining('/api/me/certificates?learnerId=l2'),
    );

    await userEvent.click(within(switcher()!).getByRole('link', { name: 'Sara Ali' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your lessons' })).toBeInTheDocument();
    expect(await screen.findByText('Quran Reading for Sara')).toBeInTheDocument();
    expect(screen.queryByText('Quran Reading for Yusuf')).not.toBeInTheDocument();
  });

  it('adds a learner and shows them, and says a name already on the account under the name', async () => {
    let learners = [sara, yusuf];
    const adam = childLearner({ id: 'l3', fullName: 'Adam Ali', ageGroup: 'teen' });
    let tries = 0;
    const fetchMock = serve(() => learners, {
      '/api/me/learners': () => {
        tries += 1;
        if (tries === 1) return json({ error: { code: 'CONFLICT', message: learnerMessages.sameName } }, 409);
        learners = [sara, yusuf, adam];
        return json(adam, 201);
      },
    });
    renderAt(<StudentDashboardPage />, '/student/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Add a learner' }));

    const dialog = await screen.findByRole('dialog', { name: 'Add a learner' });
    const name = within(dialog).getByRole('textbox', { name: /Learner's full name/ });
    await userEvent.type(name, 'Yusuf Ali');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Teen (13-17)' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Speaking Arabic' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /motivates them/ }), 'To talk with his cousins.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Learner' }));

    await waitFor(() => expect(name).toHaveAccessibleDescription(learnerMessages.sameName));
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.clear(name);
    await userEvent.type(name, 'Adam Ali');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Learner' }));

    expect(await screen.findByRole('heading', { level: 1, name: "Adam Ali's lessons" })).toBeInTheDocument();
    expect(await screen.findByText(learnerMessages.addedTitle)).toBeInTheDocument();
    expect(screen.getByText(learnerMessages.addedText)).toBeInTheDocument();
    expect(await screen.findByText('Quran Reading for Adam')).toBeInTheDocument();
    expect(sentJson(fetchMock, '/api/me/learners')).toEqual({
      fullName: 'Yusuf Ali',
      ageGroup: 'teen',
      level: 'beginner',
      goals: ['Speaking Arabic'],
      motivation: 'To talk with his cousins.',
    });
  });

  it('removes the learner shown once their name is typed, then shows the first learner left', async () => {
    let learners = [sara, yusuf];
    const fetchMock = serve(() => learners, {
      '/api/me/learners/l2/removal': () => {
        learners = [sara];
        return new Response(null, { status: 204 });
      },
    });
    renderAt(<StudentDashboardPage />, '/student/dashboard?learner=l2');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Yusuf Ali' }));

    const dialog = await screen.findByRole('dialog', { name: 'Remove Yusuf Ali?' });
    expect(dialog).toHaveTextContent(/Yusuf Ali's sessions, bookings, requests/);
    const confirm = within(dialog).getByRole('textbox', { name: /Type Yusuf Ali to confirm/ });
    await userEvent.type(confirm, 'Yusuf');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Learner' }));
    await waitFor(() => expect(confirm).toHaveAccessibleDescription(learnerMessages.removeConfirm));
    expect(sentJson(fetchMock, '/api/me/learners/l2/removal')).toBeUndefined();

    await userEvent.clear(confirm);
    await userEvent.type(confirm, 'yusuf ali');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Learner' }));

    expect(await screen.findByText(learnerMessages.removedTitle)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Sara Ali!' })).toBeInTheDocument();
    expect(await screen.findByText('Quran Reading for Sara')).toBeInTheDocument();
    expect(switcher()).not.toBeInTheDocument();
    expect(sentJson(fetchMock, '/api/me/learners/l2/removal')).toEqual({ confirmName: 'yusuf ali' });
  });
});
