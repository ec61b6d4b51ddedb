import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LATE_CHANGE_NOTE, type Booking } from '@app/shared/bookings/schemas';
import type { StudentDashboard } from '@app/shared/students/dashboard';
import { loadConfig } from '../../../config/env';
import { me } from '../../../testing/fixtures';
import { json, renderAt, stubServer, testConfig } from '../../../testing/render';
import { StudentDashboardPage } from '../dashboard-page';
import { changeNote, SESSION_USED_NOTE } from '../session-time';

vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: async () => ({ tokens: { idToken: { toString: () => 'id-token' } } }),
  signIn: vi.fn(),
  signOut: vi.fn(async () => {}),
}));

const HOUR = 3_600_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

function booking(id: string, startsIn: number, overrides: Partial<Booking> = {}): Booking {
  return {
    id,
    studentId: 'u1',
    courseId: 'c1',
    courseTitle: `Lesson ${id}`,
    status: 'scheduled',
    startTime: at(startsIn),
    endTime: at(startsIn + HOUR),
    timezone: null,
    joinUrl: null,
    cancelUrl: null,
    rescheduleUrl: null,
    createdAt: at(-HOUR),
    ...overrides,
  };
}

const dashboard = (overrides: Partial<StudentDashboard>): StudentDashboard => ({
  balances: [],
  upcoming: [],
  requests: [],
  refundable: [],
  pendingRefunds: [],
  counters: { sessionsRemaining: 0, upcoming: 0, pendingRequests: 0 },
  ...overrides,
});

function serve(answer: StudentDashboard) {
  vi.stubGlobal(
    'fetch',
    stubServer({
      '/api/me': () => json(me('student')),
      '/api/me/dashboard': () => json(answer),
      '/api/me/certificates': () => json({ items: [] }),
    }),
  );
  renderAt(<StudentDashboardPage />, '/student/dashboard');
}

describe('the dashboard’s balances, refunds and lesson notes', () => {
  beforeEach(async () => {
    vi.stubGlobal('fetch', stubServer({ '/config.json': () => json(testConfig) }));
    await loadConfig();
  });

  it('lists where each course’s sessions come from, with their expiry', async () => {
    serve(
      dashboard({
        balances: [
          {
            courseId: 'c1',
            courseTitle: 'Quran Reading',
            sessionsRemaining: 5,
            lots: [
              {
                id: 'l1',
                kind: 'purchase',
                packageName: 'Popular Monthly',
                sessionsBought: 8,
                sessionsLeft: 3,
                expiresAt: '2026-06-30T23:59:59.999Z',
                approvedAt: '2026-04-01T10:00:00Z',
              },
              {
                id: 'l2',
                kind: 'grant',
                packageName: null,
                sessionsBought: 2,
                sessionsLeft: 2,
                expiresAt: null,
                approvedAt: '2026-03-01T10:00:00Z',
              },
            ],
          },
        ],
      }),
    );

    const lots = await screen.findByRole('list', { name: 'Your sessions of Quran Reading' });
    const items = within(lots).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '3 of 8 left · Popular Monthly · expires 30 June 2026',
      '2 of 2 left · Given by the school',
    ]);
    expect(within(items[0]!).getByText('30 June 2026')).toHaveAttribute('datetime', '2026-06-30T23:59:59.999Z');
    const courses = screen.getByRole('region', { name: 'Your Courses' });
    expect(within(courses).getByRole('link', { name: 'Book: Quran Reading' })).toBeInTheDocument();
    expect(within(courses).queryByRole('link', { name: /^Buy Sessions/ })).not.toBeInTheDocument();
  });

  it('offers Buy Sessions for the course instead of Book when no session is left', async () => {
    serve(
      dashboard({
        balances: [
          { courseId: 'c1', courseTitle: 'Quran Reading', sessionsRemaining: 0, lots: [] },
          { courseId: 'c2', courseTitle: 'Business Arabic', sessionsRemaining: 2, lots: [] },
        ],
      }),
    );

    const courses = await screen.findByRole('region', { name: 'Your Courses' });
    expect(await within(courses).findByText('0 sessions remaining')).toBeInTheDocument();
    expect(within(courses).getByRole('link', { name: 'Buy Sessions: Quran Reading' })).toHaveAttribute(
      'href',
      '/packages?courseId=c1',
    );
    expect(within(courses).queryByRole('link', { name: 'Book: Quran Reading' })).not.toBeInTheDocument();
    expect(within(courses).getByRole('link', { name: 'Book: Business Arabic' })).toBeInTheDocument();
    expect(within(courses).queryByRole('list', { name: /^Your sessions of/ })).not.toBeInTheDocument();
  });

  it('lists the refunds waiting for a decision', async () => {
    serve(
      dashboard({
        pendingRefunds: [
          {
            id: 'f1',
            packageName: 'Starter',
            courseTitle: 'Quran Reading',
            sessions: 3,
            amountUsd: 75,
            createdAt: '2026-03-02T10:00:00Z',
          },
        ],
      }),
    );

    const card = await screen.findByRole('region', { name: 'Refunds Waiting' });
    const [item] = within(card).getAllByRole('listitem');
    expect(item).toHaveTextContent('Starter · Quran Reading');
    expect(item).toHaveTextContent('3 sessions · asked 2 March 2026');
    expect(within(item!).getByText('$75.00')).toBeInTheDocument();
    expect(card).toHaveTextContent('Your sessions stay in your balance until then.');
  });

  it('has no Refunds Waiting card when nothing is waiting', async () => {
    serve(dashboard({ balances: [{ courseId: 'c1', courseTitle: 'Quran Reading', sessionsRemaining: 1, lots: [] }] }));
    expect(await screen.findByText('1 session remaining')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Refunds Waiting' })).not.toBeInTheDocument();
  });

  it('says when a lesson is less than 24 hours away, and when its session is already used', async () => {
    serve(
      dashboard({
        upcoming: [
          booking('soon', 3 * HOUR),
          booking('later', 72 * HOUR),
          booking('moved', 48 * HOUR, { sessionUsed: true }),
        ],
      }),
    );

    const region = await screen.findByRole('region', { name: 'Upcoming Sessions' });
    const item = (title: string) => within(region).getByText(title).closest('li')!;
    expect(within(item('Lesson soon')).getByText(LATE_CHANGE_NOTE)).toBeInTheDocument();
    expect(within(item('Lesson moved')).getByText(SESSION_USED_NOTE)).toBeInTheDocument();
    expect(within(item('Lesson moved')).queryByText(LATE_CHANGE_NOTE)).not.toBeInTheDocument();
    expect(within(item('Lesson later')).queryByText(LATE_CHANGE_NOTE)).not.toBeInTheDocument();
    expect(within(item('Lesson later')).queryByText(SESSION_USED_NOTE)).not.toBeInTheDocument();
  });
});

describe('changeNote', () => {
  const now = new Date('2026-03-02T10:00:00Z');
  const starting = (startTime: string, overrides: Partial<Booking> = {}) =>
    booking('b', 0, { startTime, endTime: startTime, ...overrides });

  it('says nothing from 24 hours before a lesson, and the late-change note inside them', () => {
    expect(changeNote(starting('2026-03-03T10:00:00Z'), now)).toBeNull();
    expect(changeNote(starting('2026-03-03T09:59:59Z'), now)).toBe(LATE_CHANGE_NOTE);
  });
  it('says the session is used for a lesson moved late, and nothing for a canceled one', () => {
    expect(changeNote(starting('2026-03-05T10:00:00Z', { sessionUsed: true }), now)).toBe(SESSION_USED_NOTE);
    expect(changeNote(starting('2026-03-02T12:00:00Z', { status: 'canceled' }), now)).toBeNull();
  });
  it('words the used-session note exactly', () => {
    expect(SESSION_USED_NOTE).toBe(
      'This lesson was moved less than 24 hours before its time: its session is used, and cancelling it returns nothing.',
    );
  });
});
