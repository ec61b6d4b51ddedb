import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { refundMessages, type RefundRequest } from '@app/shared/refunds/schemas';
import { loadConfig } from '../../../config/env';
import { me } from '../../../testing/fixtures';
import { json, renderAt, sentJson, stubServer, testConfig } from '../../../testing/render';
import { RefundRequestsPage } from '../components/refund-requests-page';

vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: async () => ({ tokens: { idToken: { toString: () => 'id-token' } } }),
  signIn: vi.fn(),
  signOut: vi.fn(async () => {}),
}));

const refund = (id: string, status: RefundRequest['status'], studentName: string): RefundRequest => ({
  id,
  studentId: `s-${id}`,
  studentName,
  studentEmail: `${id}@example.com`,
  packageRequestId: id,
  packageName: 'Starter',
  courseId: 'c1',
  courseTitle: 'Quran Reading',
  sessions: 3,
  pricePerSessionUsd: 20,
  amountUsd: 60,
  status,
  reason: status === 'rejected' ? 'Sessions already booked' : '',
  createdAt: '2026-03-01T10:00:00Z',
  handledAt: status === 'pending' ? null : '2026-03-02T10:00:00Z',
});

const conflict = (message: string) => () => json({ error: { code: 'CONFLICT', message } }, 409);

/** Answers the list (and counts how often it was read) plus the given decision routes. */
function server(items: RefundRequest[], decisions: Parameters<typeof stubServer>[0] = {}) {
  const lists: string[] = [];
  const fetchMock = vi.fn(
    stubServer({
      '/api/me': () => json(me('admin')),
      '/api/admin/dashboard': () => json({}),
      ...decisions,
    }),
  );
  const answer = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/admin/refund-requests') return answer(input, init);
    lists.push(url.searchParams.get('status') ?? 'all');
    return json({ items, nextCursor: null });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, lists };
}

const posted = (fetchMock: { mock: { calls: unknown[][] } }) =>
  fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST');

describe('RefundRequestsPage', () => {
  beforeEach(async () => {
    vi.stubGlobal('fetch', stubServer({ '/config.json': () => json(testConfig) }));
    await loadConfig();
  });

  it('lists pending refunds first, with what each refunds, and offers decisions on pending rows only', async () => {
    const { lists } = server([refund('r1', 'pending', 'Sara Ali'), refund('r2', 'rejected', 'Omar Said')]);
    renderAt(<RefundRequestsPage />);

    const table = await screen.findByRole('table', { name: 'Refund requests' });
    expect(lists).toEqual(['pending']);
    expect(screen.getByRole('combobox', { name: 'Filter by status' })).toHaveValue('pending');
    expect(within(table).getAllByText('$60.00')).toHaveLength(2);
    expect(within(table).getAllByText('3 sessions × $20.00')).toHaveLength(2);
    expect(within(table).getByText('Sessions already booked')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Approve refund for Sara Ali' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Approve refund for Omar Said' })).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Filter by status' }), 'all');
    await waitFor(() => expect(lists).toEqual(['pending', 'all']));
  });

  it('says when nothing waits for a decision', async () => {
    server([]);
    renderAt(<RefundRequestsPage />);
    expect(await screen.findByText('No refund requests are waiting for a decision')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('states what approving does, sends it, and refreshes the list', async () => {
    const { fetchMock, lists } = server([refund('r1', 'pending', 'Sara Ali')], {
      '/api/admin/refund-requests/r1/approve': () => json(refund('r1', 'approved', 'Sara Ali')),
    });
    renderAt(<RefundRequestsPage />);

    await userEvent.click(await screen.findByRole('button', { name: 'Approve refund for Sara Ali' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Refund' });
    expect(dialog).toHaveTextContent("3 sessions ($60.00) leave Sara Ali's Quran Reading balance.");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve refund' }));

    expect(await screen.findByText('Refund Approved')).toBeInTheDocument();
    expect(sentJson(fetchMock, '/api/admin/refund-requests/r1/approve')).toEqual({});
    await waitFor(() => expect(lists).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Approve Refund' })).not.toBeInTheDocument());
  });

  it("refuses a blank reason with the schema's message and sends nothing; a reason is sent", async () => {
    const { fetchMock } = server([refund('r1', 'pending', 'Sara Ali')], {
      '/api/admin/refund-requests/r1/reject': () => json(refund('r1', 'rejected', 'Sara Ali')),
    });
    renderAt(<RefundRequestsPage />);

    await userEvent.click(await screen.findByRole('button', { name: 'Reject refund for Sara Ali' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Refund' });
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    await userEvent.type(reason, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject refund' }));

    expect(await within(dialog).findByText(refundMessages.reasonRequired)).toBeInTheDocument();
    expect(reason).toHaveFocus();
    expect(posted(fetchMock)).toHaveLength(0);

    await userEvent.type(reason, 'Sessions were used');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject refund' }));
    expect(await screen.findByText('Refund Rejected')).toBeInTheDocument();
    expect(sentJson(fetchMock, '/api/admin/refund-requests/r1/reject')).toEqual({ reason: 'Sessions were used' });
  });

  it('shows a 409 in the dialog, keeps the typed reason, and refreshes the list', async () => {
    const { lists } = server([refund('r1', 'pending', 'Sara Ali')], {
      '/api/admin/refund-requests/r1/reject': conflict(refundMessages.alreadyHandled),
    });
    renderAt(<RefundRequestsPage />);

    await userEvent.click(await screen.findByRole('button', { name: 'Reject refund for Sara Ali' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Refund' });
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    await userEvent.type(reason, 'Sessions were used');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject refund' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refundMessages.alreadyHandled);
    expect(reason).toHaveValue('Sessions were used');
    expect(within(dialog).getByRole('button', { name: 'Reject refund' })).toBeDisabled();
    await waitFor(() => expect(lists).toHaveLength(2));
  });

  it('offers to reject instead when the balance no longer holds the sessions', async () => {
    server([refund('r1', 'pending', 'Sara Ali')], {
      '/api/admin/refund-requests/r1/approve': conflict(refundMessages.notEnoughLeft),
    });
    renderAt(<RefundRequestsPage />);

    await userEvent.click(await screen.findByRole('button', { name: 'Approve refund for Sara Ali' }));
    const approve = await screen.findByRole('dialog', { name: 'Approve Refund' });
    await userEvent.click(within(approve).getByRole('button', { name: 'Approve refund' }));

    expect(await within(approve).findByRole('alert')).toHaveTextContent(refundMessages.notEnoughLeft);
    await userEvent.click(within(approve).getByRole('button', { name: 'Reject instead' }));
    expect(await screen.findByRole('dialog', { name: 'Reject Refund' })).toBeInTheDocument();
  });
});
