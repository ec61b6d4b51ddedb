import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@app/shared/auth/schemas';
import {
  BEYOND_BALANCE_LABELS,
  schedulingMessages,
  type ReconciliationResult,
  type SchedulingSettings,
} from '@app/shared/scheduling/schemas';
import { loadConfig } from '../../../config/env';
import { me } from '../../../testing/fixtures';
import { json, renderAt, sentJson, stubServer, testConfig } from '../../../testing/render';
import { SchedulingPage } from '../components/scheduling-page';
import { TOKEN_HELP } from '../scheduling-labels';

vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: async () => ({ tokens: { idToken: { toString: () => 'id-token' } } }),
  signIn: vi.fn(),
  signOut: vi.fn(async () => {}),
}));

const QURAN = '0b7e1a52-3c1d-4a4e-9f5e-1d2c3b4a5f60';
const ARABIC = '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d';
const QURAN_30 = 'https://api.calendly.com/event_types/quran-30';
const ARABIC_45 = 'https://api.calendly.com/event_types/arabic-45';

const check = (overrides: Partial<ReconciliationResult> = {}): ReconciliationResult => ({
  at: '2026-03-02T09:00:00Z',
  eventsSeen: 12,
  bookingsApplied: 2,
  cancellationsApplied: 1,
  webhookState: 'active',
  errors: [],
  ...overrides,
});

const settings = (overrides: Partial<SchedulingSettings> = {}): SchedulingSettings => ({
  provider: 'calendly',
  connected: true,
  account: {
    name: 'Quran Academy',
    email: 'bookings@academy.example',
    userUri: 'https://api.calendly.com/users/u1',
    organizationUri: 'https://api.calendly.com/organizations/o1',
  },
  connectedAt: '2026-03-01T10:00:00Z',
  connectedBy: 'Sara Ali',
  singleUseLinks: true,
  singleUseReason: null,
  beyondBalance: 'review',
  webhook: {
    uri: 'https://api.calendly.com/webhook_subscriptions/w1',
    callbackUrl: 'https://api.academy.example/api/webhooks/calendly',
    state: 'active',
    checkedAt: '2026-03-02T08:00:00Z',
  },
  eventTypes: [
    {
      uri: QURAN_30,
      name: 'Quran lesson',
      kind: 'solo',
      schedulingUrl: 'https://calendly.com/a/quran',
      durationMinutes: 30,
      active: true,
    },
    {
      uri: ARABIC_45,
      name: 'Arabic lesson',
      kind: 'solo',
      schedulingUrl: 'https://calendly.com/a/arabic',
      durationMinutes: 45,
      active: true,
    },
  ],
  courses: [
    { courseId: QURAN, title: 'Quran Reading', eventTypeUri: QURAN_30, linkMode: 'single_use', reason: null },
    {
      courseId: ARABIC,
      title: 'Arabic for Kids',
      eventTypeUri: null,
      linkMode: 'scheduling_page',
      reason: schedulingMessages.notMapped,
    },
  ],
  lastReconciliation: check(),
  failedCommands: [
    {
      id: 'cmd1',
      kind: 'cancel_event',
      bookingId: 'b42',
      status: 'failed',
      attempts: 5,
      lastError: 'Calendly answered 500',
      createdAt: '2026-03-01T12:00:00Z',
    },
  ],
  ...overrides,
});

type Answer = () => Response | Promise<Response>;

/** The page's read, and `routes` keyed by method and path ('POST /api/admin/scheduling/connection'). */
function serve(role: Role, routes: Record<string, Answer> = {}, read: Answer = () => json(settings())) {
  const reads = stubServer({ '/api/me': () => json(me(role)), '/api/admin/scheduling': read });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const answer = routes[`${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}`];
    return answer ? answer() : reads(input, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  renderAt(<SchedulingPage />, '/admin/scheduling');
  return fetchMock;
}

const requests = (fetchMock: ReturnType<typeof serve>, method: string, path: string) =>
  fetchMock.mock.calls.filter(([input, init]) => String(input).endsWith(path) && (init?.method ?? 'GET') === method);

const section = (name: string) => screen.getByRole('region', { name });

describe('SchedulingPage', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    vi.stubGlobal('fetch', stubServer({ '/config.json': () => json(testConfig) }));
    await loadConfig();
  });

  it('shows the account, how each course is booked, the policy, the webhook, the last check and the failed calls', async () => {
    serve('admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Scheduling' })).toBeInTheDocument();
    expect(await screen.findByText('Quran Academy')).toBeInTheDocument();

    const account = section('Calendly account');
    expect(within(account).getByText('Connected')).toBeInTheDocument();
    expect(within(account).getByText('bookings@academy.example')).toBeInTheDocument();
    expect(within(account).getByText('Connected on').nextSibling).toHaveTextContent(/by Sara Ali$/);

    const table = within(section('How learners book')).getByRole('table', { name: 'How learners book each course' });
    const [, quran, arabic] = within(table).getAllByRole('row');
    expect(quran).toHaveTextContent('Quran Reading');
    expect(quran).toHaveTextContent('Quran lesson (30 min)');
    expect(quran).toHaveTextContent('Single-use links');
    expect(arabic).toHaveTextContent('Not mapped');
    expect(arabic).toHaveTextContent('Scheduling page');
    expect(arabic).toHaveTextContent(schedulingMessages.notMapped);

    expect(within(section('Bookings beyond the balance')).getByText(BEYOND_BALANCE_LABELS.review)).toBeInTheDocument();

    const webhook = section('Webhook');
    expect(within(webhook).getByText('https://api.academy.example/api/webhooks/calendly')).toBeInTheDocument();
    expect(within(webhook).getByText('Active')).toBeInTheDocument();
    expect(within(webhook).queryByText(schedulingMessages.webhookDisabled)).not.toBeInTheDocument();

    const calendar = section('Calendar check');
    expect(within(calendar).getByText('Events seen').nextSibling).toHaveTextContent('12');
    expect(within(calendar).getByText('Bookings applied').nextSibling).toHaveTextContent('2');
    expect(within(calendar).getByText('Cancellations applied').nextSibling).toHaveTextContent('1');

    const failed = within(section('Calls to Calendly that failed')).getByRole('table');
    expect(failed).toHaveTextContent('Cancel the event');
    expect(failed).toHaveTextContent('b42');
    expect(failed).toHaveTextContent('Calendly answered 500');
  });

  it('says when no account is connected, nothing failed, and the calendar was never checked', async () => {
    serve('admin', {}, () =>
      json(
        settings({
          connected: false,
          account: null,
          connectedAt: null,
          connectedBy: null,
          singleUseReason: schedulingMessages.planRefused,
          webhook: null,
          eventTypes: [],
          lastReconciliation: null,
          failedCommands: [],
        }),
      ),
    );
    expect(await screen.findByText(schedulingMessages.notConnected)).toBeInTheDocument();
    expect(screen.getByText(schedulingMessages.planRefused)).toBeInTheDocument();
    expect(screen.getByText('No failed calls.')).toBeInTheDocument();
    expect(screen.getByText('The calendar has not been checked yet.')).toBeInTheDocument();
  });

  it('shows a plain admin no Connect form, no selects and no webhook button, but lets them check the calendar', async () => {
    const later = check({
      at: '2026-03-03T09:00:00Z',
      eventsSeen: 20,
      bookingsApplied: 4,
      errors: ['Calendly could not be reached'],
    });
    const fetchMock = serve(
      'admin',
      {
        'POST /api/admin/scheduling/reconciliation': () => json(later),
      },
      () => json(settings({ webhook: { ...settings().webhook!, state: 'disabled' } })),
    );
    await screen.findByText('Quran Academy');
    expect(screen.queryByRole('form', { name: 'Connect Calendly' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Personal access token')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save event types' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByText(schedulingMessages.webhookDisabled)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Re-enable webhook' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Check the calendar now' }));
    expect(await screen.findByText(schedulingMessages.reconciled)).toBeInTheDocument();
    expect(sentJson(fetchMock, '/api/admin/scheduling/reconciliation')).toEqual({});
    const calendar = section('Calendar check');
    expect(within(calendar).getByText('Events seen').nextSibling).toHaveTextContent('20');
    expect(within(calendar).getByText('Bookings applied').nextSibling).toHaveTextContent('4');
    expect(within(calendar).getByText('Calendly could not be reached')).toBeInTheDocument();
  });

  it('lets a super admin connect an account with a token, and empties the field once connected', async () => {
    const fetchMock = serve('super_admin', {
      'POST /api/admin/scheduling/connection': () => json(settings({ connectedBy: 'Omar Said' })),
    });
    const form = await screen.findByRole('form', { name: 'Connect Calendly' });
    expect(within(form).getByText(TOKEN_HELP)).toBeInTheDocument();
    const token = within(form).getByLabelText(/Personal access token/);
    expect(token).toHaveAttribute('type', 'password');
    await userEvent.type(token, 'eyJraWQiOiIxY2UxZTEzNjE3ZGNmNzY2YjNjZWJjY2Y4ZGM1YmFmYThhNjVlNjg0');
    await userEvent.click(within(form).getByRole('button', { name: 'Connect' }));

    expect(await screen.findByText(schedulingMessages.connected)).toBeInTheDocument();
    expect(sentJson(fetchMock, '/api/admin/scheduling/connection')).toEqual({
      token: 'eyJraWQiOiIxY2UxZTEzNjE3ZGNmNzY2YjNjZWJjY2Y4ZGM1YmFmYThhNjVlNjg0',
    });
    expect(token).toHaveValue('');
    expect(await screen.findByText(/by Omar Said/)).toBeInTheDocument();
  });

  it('says under the field when the token is missing, and sends nothing', async () => {
    const fetchMock = serve('super_admin');
    const form = await screen.findByRole('form', { name: 'Connect Calendly' });
    await userEvent.type(within(form).getByLabelText(/Personal access token/), 'short');
    await userEvent.click(within(form).getByRole('button', { name: 'Connect' }));
    expect(await within(form).findByText(schedulingMessages.tokenRequired)).toBeInTheDocument();
    expect(requests(fetchMock, 'POST', '/api/admin/scheduling/connection')).toHaveLength(0);
  });

  it('keeps the typed token and shows the message when Calendly refuses it', async () => {
    const typed = 'eyJraWQiOiJyZXZva2VkLXRva2VuLWZvci10aGUtdGVzdCJ9';
    serve('super_admin', {
      'POST /api/admin/scheduling/connection': () =>
        json(
          {
            error: {
              code: 'VALIDATION_ERROR',
              message: schedulingMessages.tokenRefused,
              fields: { token: schedulingMessages.tokenRefused },
            },
          },
          400,
        ),
    });
    const form = await screen.findByRole('form', { name: 'Connect Calendly' });
    const token = within(form).getByLabelText(/Personal access token/);
    await userEvent.type(token, typed);
    await userEvent.click(within(form).getByRole('button', { name: 'Connect' }));

    expect(await within(form).findByText(schedulingMessages.tokenRefused)).toBeInTheDocument();
    expect(token).toHaveValue(typed);
    expect(token).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(token).toHaveFocus());
    expect(screen.queryByText(schedulingMessages.connected)).not.toBeInTheDocument();
  });

  it('lets a super admin map a course to an event type, sending the row changed', async () => {
    const fetchMock = serve('super_admin', {
      'PUT /api/admin/scheduling/event-types': () => json(settings()),
    });
    const select = await screen.findByRole('combobox', { name: 'Event type of Arabic for Kids' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Not mapped', 'Quran lesson (30 min)', 'Arabic lesson (45 min)']);
    expect(screen.getByRole('combobox', { name: 'Event type of Quran Reading' })).toHaveValue(QURAN_30);
    await userEvent.selectOptions(select, ARABIC_45);
    await userEvent.click(screen.getByRole('button', { name: 'Save event types' }));

    expect(await screen.findByText(schedulingMessages.saved)).toBeInTheDocument();
    expect(sentJson(fetchMock, '/api/admin/scheduling/event-types', 'PUT')).toEqual({
      mappings: [{ courseId: ARABIC, eventTypeUri: ARABIC_45 }],
    });
  });

  it('lets a super admin unmap a course and change the policy', async () => {
    const fetchMock = serve('super_admin', {
      'PUT /api/admin/scheduling/event-types': () => json(settings()),
      'PUT /api/admin/scheduling/policy': () => json(settings({ beyondBalance: 'cancel' })),
    });
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Event type of Quran Reading' }),
      'Not mapped',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save event types' }));
    await waitFor(() =>
      expect(sentJson(fetchMock, '/api/admin/scheduling/event-types', 'PUT')).toEqual({
        mappings: [{ courseId: QURAN, eventTypeUri: null }],
      }),
    );

    const policy = section('Bookings beyond the balance');
    expect(within(policy).getByRole('radio', { name: BEYOND_BALANCE_LABELS.review })).toBeChecked();
    await userEvent.click(within(policy).getByRole('radio', { name: BEYOND_BALANCE_LABELS.cancel }));
    await userEvent.click(within(policy).getByRole('button', { name: 'Save policy' }));
    await waitFor(() =>
      expect(sentJson(fetchMock, '/api/admin/scheduling/policy', 'PUT')).toEqual({ beyondBalance: 'cancel' }),
    );
    expect(within(policy).getByRole('radio', { name: BEYOND_BALANCE_LABELS.cancel })).toBeChecked();
  });

  it('lets a super admin re-enable a disabled webhook', async () => {
    const disabled = settings({ webhook: { ...settings().webhook!, state: 'disabled' } });
    const fetchMock = serve('super_admin', { 'POST /api/admin/scheduling/webhook': () => json(settings()) }, () =>
      json(disabled),
    );
    const webhook = await screen.findByRole('region', { name: 'Webhook' });
    expect(await within(webhook).findByText(schedulingMessages.webhookDisabled)).toBeInTheDocument();
    expect(within(webhook).getByText('Disabled')).toBeInTheDocument();
    await userEvent.click(within(webhook).getByRole('button', { name: 'Re-enable webhook' }));

    expect(await screen.findByText(schedulingMessages.webhookEnabled)).toBeInTheDocument();
    expect(sentJson(fetchMock, '/api/admin/scheduling/webhook')).toEqual({});
    expect(within(webhook).getByText('Active')).toBeInTheDocument();
    expect(within(webhook).queryByText(schedulingMessages.webhookDisabled)).not.toBeInTheDocument();
    expect(within(webhook).queryByRole('button', { name: 'Re-enable webhook' })).not.toBeInTheDocument();
  });

  it('offers to try again when the settings could not be loaded', async () => {
    let calls = 0;
    serve('admin', {}, () =>
      ++calls === 1 ? json({ error: { code: 'INTERNAL', message: 'Please try again later.' } }, 500) : json(settings()),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Please try again later.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Quran Academy')).toBeInTheDocument();
  });
});
