import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Package } from '@app/shared/packages/schemas';
import { requestMessages, type PackageRequest } from '@app/shared/requests/schemas';
import type { StudentDashboard } from '@app/shared/students/dashboard';
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
const OTHER_COURSE_ID = '9c2d8e1f-3a4b-4c5d-8e6f-7a8b9c0d1e2f';
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
const course = (id: string, title: string, schedulingUrl: string) => ({
  id,
  title,
  shortDescription: 'Read fluently',
  schedulingUrl,
});

function request(packageId: string, courseId: string | null, status: PackageRequest['status']): PackageRequest {
  return {
    id: `r-${packageId}-${status}`,
    studentId: 'u1',
    packageId,
    packageName: 'Starter',
    sessionCount: 4,
    priceUsd: 100,
    courseId,
    courseTitle: null,
    status,
    adminNotes: '',
    approvedAt: null,
    approvedBy: null,
    createdAt: '2026-03-01T00:00:00Z',
    updatedAt: '2026-03-01T00:00:00Z',
  };
}

const dashboard = (requests: PackageRequest[]): StudentDashboard => ({
  balances: [],
  upcoming: [],
  requests,
  refundable: [],
  pendingRefunds: [],
  counters: { sessionsRemaining: 0, upcoming: 0, pendingRequests: 1 },
});

function serve(routes: Parameters<typeof stubServer>[0]) {
  const fetchMock = vi.fn(
    stubServer({
      '/api/me': () => json(me('student')),
      '/api/packages': () => json({ items: [starter, monthly] }),
      '/api/courses': () => json({ items: [], nextCursor: null }),
      '/api/me/dashboard': () => json(dashboard([])),
      ...routes,
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const renderPackages = (path: string) =>
  renderAt(
    <Routes>
      <Route path="/packages" element={<PackagesPage />} />
    </Routes>,
    path,
  );

describe('PackagesPage: what cannot be asked for', () => {
  beforeEach(async () => {
    vi.stubGlobal('fetch', stubServer({ '/config.json': () => json(testConfig) }));
    await loadConfig();
  });

  it('disables the package already asked for, for the same course, and says why', async () => {
    serve({
      [`/api/courses/${COURSE_ID}`]: () =>
        json(course(COURSE_ID, 'Quran Reading', 'https://calendly.com/school/quran')),
      '/api/me/dashboard': () =>
        json(
          dashboard([
            request(starter.id, COURSE_ID, 'pending'),
            // Another course, or decided: these do not count.
            request(monthly.id, OTHER_COURSE_ID, 'pending'),
            request(monthly.id, COURSE_ID, 'rejected'),
          ]),
        ),
    });
    renderPackages(`/packages?courseId=${COURSE_ID}`);

    const waiting = await screen.findByRole('button', { name: 'Already Requested: Starter' });
    expect(waiting).toBeDisabled();
    expect(waiting).toHaveAccessibleDescription(requestMessages.alreadyPending);
    expect(screen.queryByRole('button', { name: 'Request This Package: Starter' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request This Package: Monthly' })).toBeEnabled();
  });

  it('compares without a course when none is chosen', async () => {
    serve({ '/api/me/dashboard': () => json(dashboard([request(monthly.id, null, 'pending')])) });
    renderPackages('/packages');

    expect(await screen.findByRole('button', { name: 'Already Requested: Monthly' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Request This Package: Starter' })).toBeEnabled();
  });

  it('shows the server’s refusal as it comes', async () => {
    const fetchMock = serve({
      [`/api/courses/${COURSE_ID}`]: () =>
        json(course(COURSE_ID, 'Quran Reading', 'https://calendly.com/school/quran')),
      '/api/me/package-requests': () =>
        json({ error: { code: 'FORBIDDEN', message: requestMessages.accountNotActive } }, 403),
    });
    renderPackages(`/packages?courseId=${COURSE_ID}`);

    await userEvent.click(await screen.findByRole('button', { name: 'Request This Package: Monthly' }));
    const alert = await screen.findByRole('group', { name: 'Error' });
    await waitFor(() => expect(alert).toHaveFocus());
    expect(alert).toHaveAccessibleDescription(requestMessages.accountNotActive);
    expect(sentJson(fetchMock, '/api/me/package-requests')).toEqual({
      packageId: monthly.id,
      courseId: COURSE_ID,
      learnerId: 'u1',
    });
  });

  it('does not sell sessions of a course that cannot be booked, and lets the student pick another', async () => {
    serve({
      [`/api/courses/${COURSE_ID}`]: () => json(course(COURSE_ID, 'Quran Reading', '')),
      '/api/courses': () =>
        json({
          items: [{ id: OTHER_COURSE_ID, title: 'Business Arabic', shortDescription: 'Work in Arabic' }],
          nextCursor: null,
        }),
    });
    renderPackages(`/packages?courseId=${COURSE_ID}`);

    expect(await screen.findByText(requestMessages.courseNotBookable)).toBeInTheDocument();
    expect(screen.queryByText(/Sessions for/)).not.toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Which course are these sessions for?' });
    expect(await within(select).findByRole('option', { name: 'Business Arabic' })).toBeInTheDocument();
  });

  it('says so when the course picked cannot be booked, and disables the requests', async () => {
    serve({
      '/api/courses': () =>
        json({
          items: [{ id: OTHER_COURSE_ID, title: 'Business Arabic', shortDescription: 'Work in Arabic' }],
          nextCursor: null,
        }),
      [`/api/courses/${OTHER_COURSE_ID}`]: () => json(course(OTHER_COURSE_ID, 'Business Arabic', '')),
    });
    renderPackages('/packages');

    const select = await screen.findByRole('combobox', { name: 'Which course are these sessions for?' });
    await within(select).findByRole('option', { name: 'Business Arabic' });
    await userEvent.selectOptions(select, OTHER_COURSE_ID);

    await waitFor(() => expect(select).toHaveAccessibleDescription(requestMessages.courseNotBookable));
    expect(screen.getByRole('button', { name: 'Request This Package: Starter' })).toBeDisabled();
  });
});
