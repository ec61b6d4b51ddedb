import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Booking } from '@app/shared/bookings/schemas';
import type { PackageRequest } from '@app/shared/requests/schemas';
import type { StudentDashboard } from '@app/shared/students/dashboard';
import { loadConfig } from '../../../config/env';
import { me } from '../../../testing/fixtures';
import { json, renderAt, stubServer, testConfig } from '../../../testing/render';
import { StudentDashboardPage } from '../dashboard-page';

// The session comes from Amplify (the edge to Cognito): pretend one exists.
vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: async () => ({ tokens: { idToken: { toString: () => 'id-token' } } }),
  signIn: vi.fn(),
  signOut: vi.fn(async () => {}),
}));

const HOUR = 60 * 60 * 1000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

function booking(id: string, startsIn: number, overrides: Partial<Booking> = {}): Booking {
  return {
    id,
    studentId: 'u1',
    courseId: 'c1',
    courseTitle: 'Quran Reading',
    status: 'scheduled',
    startTime: at(startsIn),
    endTime: at(startsIn + HOUR),
    timezone: null,
    joinUrl: `https://meet.example.com/${id}`,
    cancelUrl: null,
    rescheduleUrl: null,
    createdAt: at(-HOUR),
    ...overrides,
  };
}

function request(id: string, createdAt: string, overrides: Partial<PackageRequest> = {}): PackageRequest {
  return {
    id,
    studentId: 'u1',
    packageId: 'p1',
    packageName: `Package ${id}`,
    sessionCount: 4,
    priceUsd: 100,
    courseId: null,
    courseTitle: null,
    status: 'pending',
    adminNotes: '',
    approvedAt: null,
    approvedBy: null,
    createdAt,
    updatedAt: createdAt,
    ...overrides,
  };
}

const empty: StudentDashboard = {
  balances: [],
  upcoming: [],
  refundable: [],
  pendingRefunds: [],
  requests: [],
  counters: { sessionsRemaining: 0, upcoming: 0, pendingRequests: 0 },
};

/** The value a dashboard counter shows, found by its label. */
function counter(label: string): string | null | undefined {
  return screen.getByText(label).closest('dl')?.querySelector('dd')?.textContent;
}

function serve(profile: ReturnType<typeof me>, dashboard: () => Response | Promise<Response>) {
  vi.stubGlobal(
    'fetch',
    stubServer({
      '/api/me': () => json(profile),
      '/api/me/dashboard': dashboard,
      '/api/me/certificates': () => json({ items: [] }),
    }),
  );
}

describe('StudentDashboardPage', () => {
  beforeEach(async () => {
    vi.stubGlobal('fetch', stubServer({ '/config.json': () => json(testConfig) }));
    await loadConfig();
  });

  it('greets the student and shows the counters, balances, latest requests and upcoming sessions', async () => {
    serve(me('student'), () =>
      json({
        balances: [
          { courseId: 'c1', courseTitle: 'Quran Reading', sessionsRemaining: 5, lots: [] },
          { courseId: 'c2', courseTitle: 'Business Arabic', sessionsRemaining: 1, lots: [] },
        ],
        upcoming: [
          booking('b2', 72 * HOUR),
          booking('b1', 2 * HOUR, { courseTitle: null }),
          booking('b3', 3 * HOUR, { joinUrl: null, courseTitle: 'Tajweed' }),
        ],
        requests: [
          request('old', '2026-01-01T00:00:00Z'),
          request('r1', '2026-03-01T00:00:00Z', { status: 'approved', courseTitle: 'Quran Reading' }),
          request('r2', '2026-02-01T00:00:00Z', { status: 'rejected' }),
          request('r3', '2026-02-15T00:00:00Z'),
        ],
        refundable: [],
        pendingRefunds: [],
        counters: { sessionsRemaining: 6, upcoming: 3, pendingRequests: 2 },
      } satisfies StudentDashboard),
    );
    renderAt(<StudentDashboardPage />, '/student/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Sara Ali!' })).toBeInTheDocument();
    expect(await screen.findByText('Sessions remaining')).toBeInTheDocument();
    expect(counter('Total Sessions')).toBe('6');
    expect(counter('Upcoming')).toBe('3');
    expect(counter('Requests')).toBe('2');
    expect(screen.getByText('Pending approval')).toBeInTheDocument();
    expect(screen.queryByText('Complete Your Profile')).not.toBeInTheDocument();

    const courses = screen.getByRole('region', { name: 'Your Courses' });
    expect(within(courses).getByText('5 sessions remaining')).toBeInTheDocument();
    expect(within(courses).getByText('1 session remaining')).toBeInTheDocument();
    expect(within(courses).getByRole('link', { name: 'Book: Business Arabic' })).toHaveAttribute(
      'href',
      '/student/book-session/c2',
    );

    // The three newest requests, newest first, with their status badges.
    const requests = within(screen.getByRole('region', { name: 'Package Requests' })).getAllByRole('listitem');
    expect(requests.map((item) => item.textContent)).toEqual([
      'Package r1Quran ReadingApproved',
      'Package r3Pending',
      'Package r2Rejected',
    ]);

    // Soonest first; 'Session' when the course has no title; Join only within 24 hours and with a link.
    const sessions = within(screen.getByRole('region', { name: 'Upcoming Sessions' })).getAllByRole('listitem');
    expect(sessions.map((item) => within(item).getAllByText(/\w/)[0]!.textContent)).toEqual([
      'Session',
      'Tajweed',
      'Quran Reading',
    ]);
    expect(within(sessions[0]!).getByRole('link', { name: /^Join/ })).toHaveAttribute(
      'href',
      'https://meet.example.com/b1',
    );
    expect(within(sessions[1]!).queryByRole('link', { name: /^Join/ })).not.toBeInTheDocument();
    expect(within(sessions[2]!).queryByRole('link', { name: /^Join/ })).not.toBeInTheDocument();
    expect(within(sessions[0]!).getByText('Scheduled')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Browse All Courses' })).toHaveAttribute('href', '/courses');
  });

  it("shows the empty states, the 'Student' fallback and the profile banner", async () => {
    serve(me('student', { fullName: '', intakeCompleted: false }), () => json(empty));
    renderAt(<StudentDashboardPage />, '/student/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Student!' })).toBeInTheDocument();
    expect(await screen.findByText('No sessions available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy Sessions' })).toHaveAttribute('href', '/packages');
    expect(screen.getByText('No requests yet')).toBeInTheDocument();
    expect(screen.getByText('No upcoming sessions')).toBeInTheDocument();
    expect(counter('Total Sessions')).toBe('0');
    expect(screen.getByText('Complete Your Profile')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete Profile' })).toHaveAttribute('href', '/student/intake-form');
  });

  it('shows skeletons while loading, and a retry when the dashboard cannot be read', async () => {
    let calls = 0;
    let release: (response: Response) => void = () => {};
    serve(me('student'), () => {
      calls += 1;
      if (calls === 1) return new Promise<Response>((resolve) => (release = resolve));
      return json(empty);
    });
    renderAt(<StudentDashboardPage />, '/student/dashboard');

    expect(await screen.findByTestId('dashboard-skeleton')).toBeInTheDocument();
    release(json({ error: { code: 'INTERNAL_ERROR', message: 'Something went wrong.' } }, 500));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your dashboard. Something went wrong.");
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No upcoming sessions')).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
