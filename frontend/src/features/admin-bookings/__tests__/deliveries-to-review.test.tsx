import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  deliveryMessages,
  REVIEW_REASONS,
  type WebhookDelivery,
  type WebhookDeliveryDetail,
} from '@app/shared/admin/deliveries';
import { loadConfig } from '../../../config/env';
import { formatZonedTime } from '../../../lib/format-time';
import { me, studentProfile } from '../../../testing/fixtures';
import { json, renderAt, sentJson, stubServer, testConfig } from '../../../testing/render';
import { BookingsPage } from '../components/bookings-page';

vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: async () => ({ tokens: { idToken: { toString: () => 'id-token' } } }),
  signIn: vi.fn(),
  signOut: vi.fn(async () => {}),
}));

const COURSE = '5f0c7a52-8d7e-4a3e-9c55-1b2f3e4d5a6b';
const RAW = '{"event":"invitee.created","payload":{"email":"sara@example.com","name":"Sara Ali"}}';

const delivery = (overrides: Partial<WebhookDeliveryDetail> = {}): WebhookDeliveryDetail => ({
  id: 'd1',
  provider: 'calendly',
  event: 'invitee.created',
  state: 'needs_review',
  reason: 'no_student',
  reasonText: REVIEW_REASONS.no_student,
  detail: 'The booking has no portal booking reference.',
  outcome: null,
  inviteeName: 'Sara Ali',
  inviteeEmail: 'sara@example.com',
  link: null,
  dismissReason: null,
  attempts: 1,
  receivedAt: '2026-03-02T10:00:00Z',
  updatedAt: '2026-03-02T10:00:00Z',
  rawBody: RAW,
  headers: { 'user-agent': 'Calendly-Webhooks' },
  ...overrides,
});

const listed = ({ rawBody: _raw, headers: _headers, ...row }: WebhookDeliveryDetail): WebhookDelivery => row;

/** The Bookings page with no unmatched booking, `waiting` deliveries, and what each action answers. */
function serve(waiting: WebhookDeliveryDetail[], actions: Record<string, () => Response> = {}) {
  const fetchMock = vi.fn(
    stubServer({
      '/api/me': () => json(me('admin')),
      '/api/admin/bookings/unmatched': () => json({ items: [], nextCursor: null }),
      '/api/admin/bookings/deliveries': () => json({ items: waiting.map(listed), nextCursor: null }),
      ...Object.fromEntries(waiting.map((item) => [`/api/admin/bookings/deliveries/${item.id}`, () => json(item)])),
      '/api/admin/students': () =>
        json({ items: [studentProfile({ id: 's1', fullName: 'Sara Ali' })], nextCursor: null }),
      '/api/admin/courses': () => json({ items: [{ id: COURSE, title: 'Quran Reading' }], nextCursor: null }),
      ...actions,
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  renderAt(<BookingsPage />);
  return fetchMock;
}

async function openReview() {
  const table = await screen.findByRole('table', { name: 'Deliveries to review' });
  await userEvent.click(within(table).getByRole('button', { name: 'Review delivery from Sara Ali' }));
  const dialog = await screen.findByRole('dialog', { name: 'Review Delivery' });
  await within(dialog).findByRole('region', { name: 'Raw body' });
  return dialog;
}

describe('deliveries to review', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    vi.stubGlobal('fetch', stubServer({ '/config.json': () => json(testConfig) }));
    await loadConfig();
  });

  it('lists a delivery with its reason and detail, beside the unmatched bookings', async () => {
    serve([delivery()]);
    expect(screen.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Unmatched bookings' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Deliveries to review' })).toBeVisible();

    const table = await screen.findByRole('table', { name: 'Deliveries to review' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('invitee.created')).toBeInTheDocument();
    expect(within(row).getByText('sara@example.com')).toBeInTheDocument();
    expect(within(row).getByText(REVIEW_REASONS.no_student)).toBeInTheDocument();
    expect(within(row).getByText('The booking has no portal booking reference.')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Review delivery from Sara Ali' })).toBeEnabled();
  });

  it('says so when no delivery waits', async () => {
    serve([]);
    expect(await screen.findByText(deliveryMessages.empty)).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Deliveries to review' })).toBeNull();
  });

  it('shows the raw body pretty-printed, and one that is not JSON exactly as it arrived', async () => {
    serve([
      delivery(),
      delivery({
        id: 'd2',
        inviteeName: null,
        inviteeEmail: null,
        event: null,
        rawBody: 'not json {',
        reason: 'unreadable',
      }),
    ]);
    const dialog = await openReview();
    const body = within(dialog).getByRole('region', { name: 'Raw body' });
    expect(body.tagName).toBe('PRE');
    expect(body).toHaveAttribute('tabindex', '0');
    expect(body.textContent).toBe(JSON.stringify(JSON.parse(RAW), null, 2));
    expect(body.textContent).toContain('\n  "payload": {\n    "email": "sara@example.com"');
    expect(within(dialog).getByText('Calendly-Webhooks')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const table = screen.getByRole('table', { name: 'Deliveries to review' });
    await userEvent.click(
      within(table).getByRole('button', { name: `Review delivery from ${formatZonedTime('2026-03-02T10:00:00Z')}` }),
    );
    const second = await screen.findByRole('dialog', { name: 'Review Delivery' });
    expect((await within(second).findByRole('region', { name: 'Raw body' })).textContent).toBe('not json {');
    // Not a booking: nothing to link.
    expect(within(second).queryByRole('button', { name: 'Link Student' })).toBeNull();
  });

  it('closes with a success toast when processing again applies the delivery', async () => {
    const fetchMock = serve([delivery({ link: { studentId: 's1', courseId: COURSE } })], {
      '/api/admin/bookings/deliveries/d1/process': () =>
        json(delivery({ state: 'processed', outcome: 'booked', reason: null, reasonText: null, detail: null })),
    });
    const dialog = await openReview();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Process Again' }));

    expect(await screen.findByText(deliveryMessages.processed)).toBeVisible();
    expect(screen.getByText("The booking took a session from the student's balance.")).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentJson(fetchMock, '/api/admin/bookings/deliveries/d1/process')).toEqual({});
  });

  it('keeps the dialog open and says why when the delivery still needs review', async () => {
    serve([delivery()], {
      '/api/admin/bookings/deliveries/d1/process': () =>
        json(delivery({ attempts: 2, detail: 'The booking reference is not one the portal signed.' })),
    });
    const dialog = await openReview();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Process Again' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(deliveryMessages.stillNeedsReview);
    expect(alert).toHaveTextContent(REVIEW_REASONS.no_student);
    expect(alert).toHaveTextContent('The booking reference is not one the portal signed.');
    expect(screen.getByRole('dialog', { name: 'Review Delivery' })).toBeVisible();
    expect(screen.queryByText(deliveryMessages.processed)).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Process Again' })).toBeEnabled();
  });

  it('links the chosen student and course, and shows the link', async () => {
    const waiting = delivery();
    const fetchMock = serve([waiting], {
      // The server keeps the link: the detail read again after the action has it too.
      '/api/admin/bookings/deliveries/d1/link': () =>
        json(Object.assign(waiting, { link: { studentId: 's1', courseId: COURSE } })),
    });
    const dialog = await openReview();
    expect(within(dialog).getByRole('searchbox', { name: 'Find student' })).toHaveValue('sara@example.com');
    const linkButton = within(dialog).getByRole('button', { name: 'Link Student' });
    expect(linkButton).toBeDisabled();

    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Sara Ali (sara@example.com)' }));
    const course = within(dialog).getByRole('combobox', { name: /Course/ });
    await waitFor(() => expect(course).toBeEnabled());
    await userEvent.selectOptions(course, 'Quran Reading');
    await userEvent.click(linkButton);

    expect(await screen.findByText(deliveryMessages.linked)).toBeVisible();
    expect(sentJson(fetchMock, '/api/admin/bookings/deliveries/d1/link')).toEqual({
      studentId: 's1',
      courseId: COURSE,
    });
    expect(await within(dialog).findByText('Sara Ali (sara@example.com), Quran Reading')).toBeVisible();
  });

  it('dismisses with a reason', async () => {
    const fetchMock = serve([delivery()], {
      '/api/admin/bookings/deliveries/d1/dismiss': () => json(delivery({ state: 'dismissed' })),
    });
    const dialog = await openReview();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    const dismiss = within(dialog).getByRole('button', { name: 'Dismiss' });
    expect(dismiss).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'A test booking');
    await userEvent.click(dismiss);

    expect(await screen.findByText(deliveryMessages.dismissed)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentJson(fetchMock, '/api/admin/bookings/deliveries/d1/dismiss')).toEqual({ reason: 'A test booking' });
  });

  it('closes with the message when a colleague handled the delivery first', async () => {
    serve([delivery()], {
      '/api/admin/bookings/deliveries/d1/process': () =>
        json({ error: { code: 'CONFLICT', message: deliveryMessages.notWaiting } }, 409),
    });
    const dialog = await openReview();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Process Again' }));

    expect(await screen.findByText(deliveryMessages.notWaiting)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
