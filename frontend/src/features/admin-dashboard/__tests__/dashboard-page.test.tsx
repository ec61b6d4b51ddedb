import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActivityEntry } from '@app/shared/admin/activity';
import type { AdminDashboard } from '@app/shared/admin/dashboard';
import { loadConfig } from '../../../config/env';
import { relativeTime } from '../../../lib/format-time';
import { me } from '../../../testing/fixtures';
import { json, renderAt, stubServer, testConfig } from '../../../testing/render';
import { AdminDashboardPage, dashboardCards, waitingWork } from '../dashboard-page';

vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: async () => ({ tokens: { idToken: { toString: () => 'id-token' } } }),
  signIn: vi.fn(),
  signOut: vi.fn(async () => {}),
}));

const counters = (drafts: number): AdminDashboard => ({
  leads: { total: 12, new: 4, converted: 3 },
  students: { total: 9, active: 7 },
  courses: { total: 5 + drafts, published: 5, drafts },
  admins: { total: 2 },
  pendingRequests: 0,
  unmatchedBookings: 1,
  deliveriesToReview: 0,
  pendingRefunds: 2,
  staleNewLeads: 3,
});

const entry = (minutesAgo: number, adminName: string | null): ActivityEntry => ({
  id: `a${minutesAgo}`,
  adminId: 'x',
  adminName,
  adminEmail: 'x@example.com',
  action: 'approve',
  entityType: 'package_request',
  entityId: 'r1',
  details: {},
  createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
  recordName: null,
  studentName: null,
  courseTitle: null,
});

describe('admin dashboard', () => {
  beforeEach(async () => {
    vi.stubGlobal('fetch', stubServer({ '/config.json': () => json(testConfig) }));
    await loadConfig();
  });

  it('writes the course counts with the right plural', () => {
    const detail = (drafts: number) =>
      dashboardCards(counters(drafts)).find((card) => card.label === 'Courses')!.detail;
    expect(detail(1)).toBe('5 published, 6 total, 1 draft');
    expect(detail(2)).toBe('5 published, 7 total, 2 drafts');
    expect(detail(0)).toBe('5 published, 5 total, 0 drafts');
  });

  it('lists what waits for the team with the screen where it is done', () => {
    expect(waitingWork(counters(0)).filter((item) => item.count > 0)).toEqual([
      { label: '2 refund requests', to: '/admin/refund-requests', count: 2 },
      { label: '1 booking', to: '/admin/bookings', count: 1 },
      { label: '3 new leads older than a day', to: '/admin/leads?status=new', count: 3 },
    ]);
  });

  it('says how long ago something happened', () => {
    const now = Date.parse('2026-03-02T12:00:00Z');
    expect(relativeTime('2026-03-02T11:55:00Z', now)).toBe('5 minutes ago');
    expect(relativeTime('2026-03-02T11:59:00Z', now)).toBe('1 minute ago');
    expect(relativeTime('2026-03-02T09:00:00Z', now)).toBe('3 hours ago');
  });

  it('shows the four cards and the recent activity, "Admin" when the name is unknown', async () => {
    vi.stubGlobal(
      'fetch',
      stubServer({
        '/api/me': () => json(me('admin')),
        '/api/admin/dashboard': () => json(counters(1)),
        '/api/admin/activity': () => json({ items: [entry(5, 'Sara'), entry(90, null)], nextCursor: null }),
      }),
    );
    renderAt(<AdminDashboardPage />);

    const leads = await screen.findByRole('region', { name: 'Total Leads' });
    expect(within(leads).getByText('12')).toBeInTheDocument();
    expect(within(leads).getByText('4 new, 3 converted')).toBeInTheDocument();
    expect(screen.getByText('of 9 total')).toBeInTheDocument();
    expect(screen.getByText('5 published, 6 total, 1 draft')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Admin Users' })).getByText('2')).toBeInTheDocument();

    expect(await screen.findByText('5 minutes ago')).toBeInTheDocument();
    expect(screen.getByText('Sara')).toBeInTheDocument();
    expect(screen.getByText('Admin')).toBeInTheDocument();
    expect(screen.getAllByText('Package request')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'View all activity' })).toHaveAttribute('href', '/admin/activity');
  });

  it('says when there is no activity yet', async () => {
    vi.stubGlobal(
      'fetch',
      stubServer({
        '/api/me': () => json(me('admin')),
        '/api/admin/dashboard': () => json(counters(0)),
        '/api/admin/activity': () => json({ items: [], nextCursor: null }),
      }),
    );
    renderAt(<AdminDashboardPage />);
    expect(await screen.findByText('No recent activity')).toBeInTheDocument();
  });
});
