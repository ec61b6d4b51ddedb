import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StudentDashboard } from '@app/shared/students/dashboard';
import { loadConfig } from '../../../config/env';
import { me } from '../../../testing/fixtures';
import { json, renderAt, sentJson, stubServer, testConfig } from '../../../testing/render';
import { StudentDashboardPage } from '../dashboard-page';

vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: async () => ({ tokens: { idToken: { toString: () => 'id-token' } } }),
  signIn: vi.fn(),
  signOut: vi.fn(async () => {}),
}));

const dashboard = (refundable: StudentDashboard['refundable']): StudentDashboard => ({
  balances: [{ courseId: 'c1', courseTitle: 'Quran Reading', sessionsRemaining: 3, lots: [] }],
  upcoming: [],
  requests: [],
  refundable,
  pendingRefunds: [],
  counters: { sessionsRemaining: 3, upcoming: 0, pendingRequests: 0 },
});

const purchase = {
  packageRequestId: 'r1',
  packageName: 'Starter',
  courseId: 'c1',
  courseTitle: 'Quran Reading',
  sessions: 3,
  pricePerSessionUsd: 25,
  amountUsd: 75,
  refundableUntil: new Date(Date.now() + 5 * 24 * 3_600_000).toISOString(),
};

describe('the dashboard’s unused-sessions refund', () => {
  beforeEach(async () => {
    vi.stubGlobal('fetch', stubServer({ '/config.json': () => json(testConfig) }));
    await loadConfig();
  });

  it('shows what would be refunded, confirms it, and sends the purchase', async () => {
    const fetchMock = vi.fn(
      stubServer({
        '/api/me': () => json(me('student')),
        '/api/me/dashboard': () => json(dashboard([purchase])),
        '/api/me/refund-requests': () => json({ id: 'r1', status: 'pending' }, 201),
        '/api/me/certificates': () => json({ items: [] }),
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderAt(<StudentDashboardPage />, '/student/dashboard');
    expect(await screen.findByText(/3 unused sessions × \$25\.00 = \$75\.00/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ask for a refund' }));
    expect(
      await screen.findByText(/We will refund 3 unused sessions of Starter at \$25\.00 each: \$75\.00 in all\./),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ask for the refund' }));
    expect(await screen.findByText('Refund requested')).toBeInTheDocument();
    expect(sentJson(fetchMock, '/api/me/refund-requests')).toEqual({ packageRequestId: 'r1' });
  });

  it('is not shown when nothing can be refunded', async () => {
    vi.stubGlobal(
      'fetch',
      stubServer({
        '/api/me': () => json(me('student')),
        '/api/me/dashboard': () => json(dashboard([])),
        '/api/me/certificates': () => json({ items: [] }),
      }),
    );
    renderAt(<StudentDashboardPage />, '/student/dashboard');
    expect(await screen.findByText('Quran Reading')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Unused Sessions Refund' })).not.toBeInTheDocument();
  });
});
