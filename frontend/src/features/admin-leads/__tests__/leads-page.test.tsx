import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Lead } from '@app/shared/leads/schemas';
import { loadConfig } from '../../../config/env';
import { MAX_EMPTY_PAGES } from '../../../lib/use-paged-list';
import { me } from '../../../testing/fixtures';
import { json, renderAt, sentJson, stubServer, testConfig } from '../../../testing/render';
import { LeadsPage } from '../components/leads-page';

vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: async () => ({ tokens: { idToken: { toString: () => 'id-token' } } }),
  signIn: vi.fn(),
  signOut: vi.fn(async () => {}),
}));

const lead = (id: string, fullName: string): Lead => ({
  id,
  fullName,
  email: `${id}@example.com`,
  phone: null,
  ageGroup: 'adult',
  level: 'beginner',
  goals: ['Conversation'],
  why: 'For my work abroad.',
  schedule: ['Weekends'],
  bookingType: 'trial',
  courseId: null,
  status: 'new',
  notes: '',
  version: 3,
  createdAt: '2026-03-01T10:00:00Z',
  updatedAt: '2026-03-01T10:00:00Z',
});

/** The leads list answers by cursor: `pages[n]` is the page after cursor `c{n}`. */
function leadsServer(pages: { items: Lead[]; nextCursor: string | null }[]) {
  const requested: string[] = [];
  const route = stubServer({ '/api/me': () => json(me('admin')) });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/admin/leads') return route(input, init);
    requested.push(url.search);
    const cursor = url.searchParams.get('cursor');
    return json(pages[cursor ? Number(cursor.slice(1)) : 0]);
  });
  return { fetchMock, requested };
}

describe('LeadsPage', () => {
  beforeEach(async () => {
    vi.stubGlobal('fetch', stubServer({ '/config.json': () => json(testConfig) }));
    await loadConfig();
  });
  afterEach(() => vi.restoreAllMocks());

  it('reads past empty filtered pages, then says nothing matched without offering Load more', async () => {
    const pages = Array.from({ length: 10 }, (_, index) => ({ items: [], nextCursor: `c${index + 1}` }));
    const { fetchMock, requested } = leadsServer(pages);
    vi.stubGlobal('fetch', fetchMock);
    renderAt(<LeadsPage />);

    expect(await screen.findByText('No leads found')).toBeInTheDocument();
    expect(requested).toHaveLength(MAX_EMPTY_PAGES);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('keeps reading while pages are empty, and offers Load more once leads are shown', async () => {
    const { fetchMock, requested } = leadsServer([
      { items: [], nextCursor: 'c1' },
      { items: [lead('l1', 'Bilal Haddad')], nextCursor: 'c2' },
      { items: [lead('l2', 'Zainab Noor')], nextCursor: null },
    ]);
    vi.stubGlobal('fetch', fetchMock);
    renderAt(<LeadsPage />);

    const table = await screen.findByRole('table', { name: 'Leads' });
    expect(within(table).getByText('Bilal Haddad')).toBeInTheDocument();
    expect(requested).toHaveLength(2);
    expect(screen.getByText('1 shown, more available')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(table).findByText('Zainab Noor')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByText('2 shown')).toBeInTheDocument();
  });

  it('downloads the CSV of the current filters with the token, as leads-YYYY-MM-DD.csv', async () => {
    const { fetchMock: listFetch } = leadsServer([{ items: [lead('l1', 'Bilal Haddad')], nextCursor: null }]);
    const csv = 'fullName,email\nBilal Haddad,l1@example.com\n';
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      new URL(String(input), 'http://localhost').pathname === '/api/admin/leads/export'
        ? new Response(csv, { status: 200, headers: { 'content-type': 'text/csv' } })
        : listFetch(input, init),
    );
    vi.stubGlobal('fetch', fetchMock);
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:leads');
    const revokeObjectURL = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderAt(<LeadsPage />);

    await screen.findByRole('table', { name: 'Leads' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Filter by status' }), 'contacted');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search leads by name or email' }), 'bilal');
    await waitFor(() => expect(fetchMock.mock.calls.some(([input]) => String(input).includes('q=bilal'))).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(clicked).toHaveLength(1));
    const exportCall = fetchMock.mock.calls.find(([input]) => String(input).includes('/api/admin/leads/export'))!;
    const url = new URL(String(exportCall[0]));
    expect(url.searchParams.get('status')).toBe('contacted');
    expect(url.searchParams.get('q')).toBe('bilal');
    expect(url.searchParams.has('cursor')).toBe(false);
    expect((exportCall[1]!.headers as Record<string, string>).authorization).toBe('Bearer id-token');
    expect(await createObjectURL.mock.calls[0]![0].text()).toBe(csv);
    expect(clicked[0]!.href).toBe('blob:leads');
    expect(clicked[0]!.download).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  const history = {
    items: [
      {
        id: 'n1',
        at: '2026-11-20T09:30:00.000Z',
        by: { id: 'a1', name: 'Fatima Admin' },
        text: 'Left a voicemail.',
        statusChange: { from: 'new', to: 'contacted' },
      },
    ],
  };
  const withLeadRoutes = (listFetch: typeof fetch, patch: () => Response) =>
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/admin/leads/l1/notes') return json(history);
      if (path === '/api/admin/leads/l1') return patch();
      return listFetch(input, init);
    });

  it('shows every intake answer and the history, and saves a new status with a note; only super admins may delete', async () => {
    const { fetchMock: listFetch } = leadsServer([{ items: [lead('l1', 'Bilal Haddad')], nextCursor: null }]);
    const fetchMock = withLeadRoutes(listFetch, () =>
      json({ ...lead('l1', 'Bilal Haddad'), status: 'contacted', notes: 'Called on Monday', version: 4 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderAt(<LeadsPage />);

    await userEvent.click(await screen.findByRole('button', { name: 'View Bilal Haddad' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lead Details' });
    for (const text of ['Adult', 'Beginner', 'Conversation', 'For my work abroad.', 'Weekends', 'Trial']) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    expect(await within(dialog).findByText('Left a voicemail.')).toBeInTheDocument();
    expect(within(dialog).getByText(/Fatima Admin · .* · New → Contacted/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Delete Lead' })).not.toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Status' }), 'contacted');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Add a contact note' }), 'Called on Monday');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Status updated successfully')).toBeInTheDocument();
    expect(sentJson(fetchMock, '/api/admin/leads/l1', 'PATCH')).toEqual({
      status: 'contacted',
      note: 'Called on Monday',
      version: 3,
    });
  });

  it('keeps what was typed when someone else saved the lead first, and says so', async () => {
    const { fetchMock: listFetch } = leadsServer([{ items: [lead('l1', 'Bilal Haddad')], nextCursor: null }]);
    const message = 'Someone else changed this lead meanwhile: reload to see it. What you typed is kept.';
    vi.stubGlobal(
      'fetch',
      withLeadRoutes(listFetch, () => json({ error: { code: 'CONFLICT', message } }, 409)),
    );
    renderAt(<LeadsPage />);

    await userEvent.click(await screen.findByRole('button', { name: 'View Bilal Haddad' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lead Details' });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Status' }), 'lost');
    const note = within(dialog).getByRole('textbox', { name: 'Add a contact note' });
    await userEvent.type(note, 'Not interested any more.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const alert = await within(dialog).findByRole('group', { name: 'Failed to update status' });
    expect(alert).toHaveTextContent(message);
    expect(note).toHaveValue('Not interested any more.');
    expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveValue('lost');
  });
});
