import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActivityEntry, ActivityPage as Page } from '@app/shared/admin/activity';
import { loadConfig } from '../../../config/env';
import { me } from '../../../testing/fixtures';
import { json, renderAt, stubServer, testConfig } from '../../../testing/render';
import { ActivityPage } from '../activity-page';

vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: async () => ({ tokens: { idToken: { toString: () => 'id-token' } } }),
  signIn: vi.fn(),
  signOut: vi.fn(async () => {}),
}));

const adjustment: ActivityEntry = {
  id: 'e1',
  adminId: 'a1',
  adminName: 'Fatima Zahra',
  adminEmail: 'fatima@example.com',
  action: 'adjust_balance',
  entityType: 'student',
  entityId: 's1',
  details: { courseId: 'c1', amount: 3, reason: 'هدية رمضان' },
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  recordName: 'Amina Yusuf',
  studentName: null,
  courseTitle: 'Tajweed Basics',
};

const deletion: ActivityEntry = {
  ...adjustment,
  id: 'e2',
  adminId: 'a2',
  adminName: 'Omar Farouk',
  action: 'delete',
  entityType: 'course',
  entityId: 'c9',
  details: { title: 'Nahw for Beginners' },
  recordName: null,
  courseTitle: null,
};

const team = [
  { id: 'a1', name: 'Fatima Zahra' },
  { id: 'a2', name: 'Omar Farouk' },
];

/** The log's server: every request's query is kept; the answer is the same page. */
function activityServer(items: ActivityEntry[]) {
  const asked: URLSearchParams[] = [];
  const route = stubServer({ '/api/me': () => json(me('admin')) });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/admin/activity') return route(input, init);
    asked.push(url.searchParams);
    const page: Page = { items, nextCursor: null, admins: team };
    return json(page);
  });
  vi.stubGlobal('fetch', fetchMock);
  /** The list's requests (the admin filter's own request asks for one entry). */
  return { lists: () => asked.filter((query) => query.get('limit') !== '1') };
}

describe('ActivityPage', () => {
  beforeEach(async () => {
    vi.stubGlobal('fetch', stubServer({ '/config.json': () => json(testConfig) }));
    await loadConfig();
  });
  afterEach(() => vi.restoreAllMocks());

  it('says who did what to which record, and the detail', async () => {
    activityServer([adjustment, deletion]);
    renderAt(<ActivityPage />, '/admin/activity');
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent(
      'Fatima Zahra adjusted the balance of Amina Yusuf+3 sessions of Tajweed Basics · reason: هدية رمضان',
    );
    expect(within(items[0]!).getByText('هدية رمضان')).toHaveAttribute('dir', 'auto');
    expect(within(items[0]!).getByRole('link', { name: 'Amina Yusuf' })).toHaveAttribute(
      'href',
      '/admin/activity?record=s1',
    );
    expect(items[1]).toHaveTextContent('Omar Farouk deleted the course Nahw for Beginners');
    expect(within(items[1]!).getByText('Course')).toBeInTheDocument();
  });

  it('filters by admin or by type, one at a time', async () => {
    const server = activityServer([adjustment]);
    renderAt(<ActivityPage />, '/admin/activity?type=student');
    await screen.findAllByRole('listitem');
    expect(server.lists().at(-1)?.get('entityType')).toBe('student');

    const admin = screen.getByRole('combobox', { name: 'Filter by admin' });
    await screen.findByRole('option', { name: 'Omar Farouk' });
    await userEvent.selectOptions(admin, 'Omar Farouk');
    await vi.waitFor(() => expect(server.lists().at(-1)?.get('adminId')).toBe('a2'));
    expect(server.lists().at(-1)?.get('entityType')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Filter by type' })).toHaveValue('all');
    expect(screen.getByText('One filter at a time: choosing one clears the other.')).toBeInTheDocument();
  });

  it("shows one record's activity from its link, named, with a way back to all", async () => {
    const server = activityServer([adjustment]);
    renderAt(<ActivityPage />, '/admin/activity?record=s1');
    await screen.findAllByRole('listitem');
    expect(screen.getByText(/Showing the activity of/)).toHaveTextContent('Showing the activity of Amina Yusuf');
    expect(server.lists().at(-1)?.get('entityId')).toBe('s1');
    await userEvent.click(screen.getByRole('button', { name: 'Show all activity' }));
    await vi.waitFor(() => expect(server.lists().at(-1)?.get('entityId')).toBeNull());
    expect(screen.queryByText(/Showing the activity of/)).not.toBeInTheDocument();
  });
});
