import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminPackageRequest } from '@app/shared/admin/requests';
import { loadConfig } from '../../../config/env';
import { me } from '../../../testing/fixtures';
import { json, renderAt, sentJson, stubServer, testConfig } from '../../../testing/render';
import { PackageRequestsPage } from '../components/package-requests-page';

vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: async () => ({ tokens: { idToken: { toString: () => 'id-token' } } }),
  signIn: vi.fn(),
  signOut: vi.fn(async () => {}),
}));

const request = (id: string, status: AdminPackageRequest['status'], studentName: string): AdminPackageRequest => ({
  id,
  studentId: 's1',
  packageId: 'p1',
  packageName: 'Starter',
  sessionCount: 3,
  priceUsd: 100,
  courseId: 'c1',
  courseTitle: 'Quran Reading',
  status,
  adminNotes: '',
  approvedAt: null,
  approvedBy: null,
  createdAt: '2026-03-01T10:00:00Z',
  updatedAt: '2026-03-01T10:00:00Z',
  studentName,
  studentEmail: `${id}@example.com`,
});

describe('PackageRequestsPage', () => {
  beforeEach(async () => {
    vi.stubGlobal('fetch', stubServer({ '/config.json': () => json(testConfig) }));
    await loadConfig();
  });

  it('offers Approve and Reject on pending rows only; Reject needs a reason', async () => {
    const fetchMock = vi.fn(
      stubServer({
        '/api/me': () => json(me('admin')),
        '/api/admin/package-requests': () =>
          json({
            items: [request('r1', 'pending', 'Sara Ali'), request('r2', 'approved', 'Omar Said')],
            nextCursor: null,
          }),
        '/api/admin/package-requests/r1/reject': () => json({ ...request('r1', 'rejected', 'Sara Ali') }),
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderAt(<PackageRequestsPage />);

    const table = await screen.findByRole('table', { name: 'Package requests' });
    expect(within(table).getByText('Approved')).toBeInTheDocument();
    expect(within(table).getAllByRole('button', { name: /^Approve/ })).toHaveLength(1);
    expect(within(table).queryByRole('button', { name: 'Reject request from Omar Said' })).not.toBeInTheDocument();

    await userEvent.click(within(table).getByRole('button', { name: 'Reject request from Sara Ali' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Request' });
    const reject = within(dialog).getByRole('button', { name: 'Reject' });
    expect(reject).toBeDisabled();
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    await userEvent.type(reason, '   ');
    expect(reject).toBeDisabled();
    await userEvent.type(reason, 'Payment not received');
    expect(reject).toBeEnabled();
    await userEvent.click(reject);

    expect(await screen.findByText('Request Rejected')).toBeInTheDocument();
    expect(screen.getByText('The student will be notified.')).toBeInTheDocument();
    expect(sentJson(fetchMock, '/api/admin/package-requests/r1/reject')).toEqual({ reason: 'Payment not received' });
  });

  it('shows the server message when another admin handled the request first, and refreshes the list', async () => {
    let lists = 0;
    vi.stubGlobal(
      'fetch',
      stubServer({
        '/api/me': () => json(me('admin')),
        '/api/admin/package-requests': () => {
          lists += 1;
          return json({ items: [request('r1', 'pending', 'Sara Ali')], nextCursor: null });
        },
        '/api/admin/package-requests/r1/approve': () =>
          json(
            { error: { code: 'CONFLICT', message: 'This request has already been handled by another admin.' } },
            409,
          ),
      }),
    );
    renderAt(<PackageRequestsPage />);

    await userEvent.click(await screen.findByRole('button', { name: 'Approve request from Sara Ali' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Request' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('This request has already been handled by another admin.')).toBeInTheDocument();
    await waitFor(() => expect(lists).toBe(2));
  });
});
