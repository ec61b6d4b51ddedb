import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SAVED_INTAKE_KEY } from '@app/shared/leads/schemas';
import type { Package } from '@app/shared/packages/schemas';
import type { PackageRequest } from '@app/shared/requests/schemas';
import type { StudentDashboard } from '@app/shared/students/dashboard';
import { learnerMessages } from '@app/shared/students/learners';
import type { StudentProfile } from '@app/shared/students/schemas';
import { loadConfig } from '../../../config/env';
import { childLearner, family, me, studentProfile } from '../../../testing/fixtures';
import { json, renderAt, sentJson, stubServer, testConfig } from '../../../testing/render';
import { PackagesPage } from '../packages-page';

vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: async () => ({ tokens: { idToken: { toString: () => 'id-token' } } }),
  signIn: vi.fn(),
  signOut: vi.fn(async () => {}),
}));

const COURSE_ID = '0b7f4c1e-7d2a-4d4b-9a51-2f1e3c4d5e6f';
const LEAD_ID = '5f0c7a7e-2b1d-4c3e-9f8a-1b2c3d4e5f60';
const pkg = (id: string, name: string): Package => ({
  id,
  name,
  description: `${name} description`,
  priceUsd: 100,
  sessionCount: 4,
  isActive: true,
  version: 0,
});
const starter = pkg('22222222-2222-4222-8222-222222222222', 'Starter');
const monthly = pkg('33333333-3333-4333-8333-333333333333', 'Monthly');
const sara = studentProfile();
const yusuf = childLearner();

const waiting = (learnerId: string, packageId: string): PackageRequest => ({
  id: `r-${learnerId}`,
  studentId: learnerId,
  packageId,
  packageName: 'Starter',
  sessionCount: 4,
  priceUsd: 100,
  courseId: COURSE_ID,
  courseTitle: null,
  status: 'pending',
  adminNotes: '',
  approvedAt: null,
  approvedBy: null,
  createdAt: '2026-03-01T00:00:00Z',
  updatedAt: '2026-03-01T00:00:00Z',
});
const dashboard = (requests: PackageRequest[]): StudentDashboard => ({
  balances: [],
  upcoming: [],
  requests,
  refundable: [],
  pendingRefunds: [],
  counters: { sessionsRemaining: 0, upcoming: 0, pendingRequests: requests.length },
});

function serve(learners: () => StudentProfile[], routes: Parameters<typeof stubServer>[0] = {}) {
  const fetchMock = vi.fn(
    stubServer({
      '/api/me': () => json(learners().length > 1 ? family(learners()) : me('student')),
      '/api/packages': () => json({ items: [starter, monthly] }),
      '/api/courses': () => json({ items: [], nextCursor: null }),
      [`/api/courses/${COURSE_ID}`]: () =>
        json({ id: COURSE_ID, title: 'Quran Reading', schedulingUrl: 'https://calendly.com/school/quran' }),
      // Only Yusuf already asked for Starter for this course.
      '/api/me/dashboard?learnerId=u1': () => json(dashboard([])),
      '/api/me/dashboard?learnerId=l2': () => json(dashboard([waiting('l2', starter.id)])),
      '/api/me/dashboard?learnerId=l3': () => json(dashboard([])),
      '/api/me/package-requests': () => json({ id: 'r1' }, 201),
      ...routes,
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function Where() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

const renderPackages = (path: string) =>
  renderAt(
    <Routes>
      <Route path="/packages" element={<PackagesPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    path,
  );

const forSelect = () => screen.findByRole('combobox', { name: /^For/ });

describe('PackagesPage: whom the sessions are for', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    vi.stubGlobal('fetch', stubServer({ '/config.json': () => json(testConfig) }));
    await loadConfig();
  });
  afterEach(() => window.localStorage.clear());

  it('asks nothing of an account of one learner, and names them in the request', async () => {
    const fetchMock = serve(() => [sara]);
    renderPackages(`/packages?courseId=${COURSE_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Request This Package: Starter' }));
    expect(await screen.findByText('at /student/dashboard')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^For/ })).not.toBeInTheDocument();
    expect(sentJson(fetchMock, '/api/me/package-requests')).toEqual({
      packageId: starter.id,
      courseId: COURSE_ID,
      learnerId: 'u1',
    });
  });

  it("starts at the learner in the address, with that learner's pending requests, and asks for the one chosen", async () => {
    const fetchMock = serve(() => [sara, yusuf]);
    renderPackages(`/packages?courseId=${COURSE_ID}&learner=l2`);

    const select = await forSelect();
    expect(select).toBeRequired();
    expect(select).toHaveAccessibleDescription('Who will take these sessions?');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Sara Ali', 'Yusuf Ali']);
    await waitFor(() => expect(select).toHaveValue('l2'));
    expect(await screen.findByRole('button', { name: 'Already Requested: Starter' })).toBeDisabled();

    // Sara has asked for nothing: the same package is hers to ask for.
    await userEvent.selectOptions(select, 'u1');
    expect(await screen.findByRole('button', { name: 'Request This Package: Starter' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Request This Package: Starter' }));

    expect(await screen.findByText('at /student/dashboard?learner=u1')).toBeInTheDocument();
    expect(sentJson(fetchMock, '/api/me/package-requests')).toEqual({
      packageId: starter.id,
      courseId: COURSE_ID,
      learnerId: 'u1',
    });
  });

  it('offers to add the child a parent told us about before logging in, in one click', async () => {
    window.localStorage.setItem(
      SAVED_INTAKE_KEY,
      JSON.stringify({
        fullName: 'Adam Ali',
        email: 'sara@example.com',
        ageGroup: 'kid',
        level: 'beginner',
        goals: ['Conversation'],
        why: 'To talk with his cousins.',
        leadId: LEAD_ID,
      }),
    );
    let learners = [sara];
    const adam = childLearner({ id: 'l3', fullName: 'Adam Ali' });
    const fetchMock = serve(() => learners, {
      '/api/me/learners': () => {
        learners = [sara, adam];
        return json(adam, 201);
      },
    });
    renderPackages(`/packages?courseId=${COURSE_ID}`);

    const offer = await screen.findByRole('region', { name: 'Add Adam Ali as a learner?' });
    expect(offer).toHaveTextContent('Child (Under 13)');
    expect(offer).toHaveTextContent('Speaking Arabic');
    await userEvent.click(within(offer).getByRole('button', { name: 'Add Adam Ali' }));

    expect(await screen.findByText(learnerMessages.addedTitle)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: /as a learner\?/ })).not.toBeInTheDocument());
    await waitFor(async () => expect(await forSelect()).toHaveValue('l3'));
    expect(sentJson(fetchMock, '/api/me/learners')).toEqual({
      fullName: 'Adam Ali',
      ageGroup: 'child',
      level: 'beginner',
      goals: ['Speaking Arabic'],
      motivation: 'To talk with his cousins.',
      leadId: LEAD_ID,
    });
    expect(window.localStorage.getItem(SAVED_INTAKE_KEY)).toBeNull();
  });

  it('forgets the answers when the parent says Not now, and offers nothing for a learner already there', async () => {
    const answers = { fullName: 'Adam Ali', email: 'sara@example.com', level: 'beginner', goals: [], why: '' };
    window.localStorage.setItem(SAVED_INTAKE_KEY, JSON.stringify(answers));
    serve(() => [sara]);
    const first = renderPackages('/packages');
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', { name: /as a learner\?/ })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(SAVED_INTAKE_KEY)).toBeNull();
    first.unmount();

    window.localStorage.setItem(SAVED_INTAKE_KEY, JSON.stringify({ ...answers, fullName: 'yusuf ali' }));
    serve(() => [sara, yusuf]);
    renderPackages('/packages');
    await forSelect();
    expect(screen.queryByRole('region', { name: /as a learner\?/ })).not.toBeInTheDocument();
  });
});
