import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { unmatchedMessages, type UnmatchedBooking } from '@app/shared/admin/bookings';
import { UNMATCHED_REASONS } from '@app/shared/bookings/schemas';
import { loadConfig } from '../../../config/env';
import { me, studentProfile } from '../../../testing/fixtures';
import { json, renderAt, sentJson, stubServer, testConfig } from '../../../testing/render';
import { BookingsPage } from '../components/bookings-page';

vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: async () => ({ tokens: { idToken: { toString: () => 'id-token' } } }),
  signIn: vi.fn(),
  signOut: vi.fn(async () => {}),
}));

const COURSE = '5f0c7a52-8d7e-4a3e-9c55-1b2f3e4d5a6b';

const booking: UnmatchedBooking = {
  id: 'b1',
  inviteeName: 'Omar Said',
  inviteeEmail: 'omar@example.com',
  startTime: '2026-03-05T15:00:00Z',
  endTime: '2026-03-05T15:30:00Z',
  timezone: null,
  reason: 'no_balance',
  reasonText: UNMATCHED_REASONS.no_balance,
  studentId: null,
  courseId: null,
  status: 'open',
  createdAt: '2026-03-01T10:00:00Z',
};

describe('assigning an unmatched booking', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    vi.stubGlobal('fetch', stubServer({ '/config.json': () => json(testConfig) }));
    await loadConfig();
  });

  it('finds the student by the invitee e-mail and assigns the chosen student and course', async () => {
    const fetchMock = vi.fn(
      stubServer({
        '/api/me': () => json(me('admin')),
        '/api/admin/bookings/unmatched': () => json({ items: [booking], nextCursor: null }),
        '/api/admin/bookings/deliveries': () => json({ items: [], nextCursor: null }),
        '/api/admin/students': () =>
          json({
            items: [studentProfile({ id: 's2', fullName: 'Omar Said', email: 'omar@example.com' })],
            nextCursor: null,
          }),
        '/api/admin/courses': () => json({ items: [{ id: COURSE, title: 'Quran Reading' }], nextCursor: null }),
        '/api/admin/bookings/unmatched/b1/assign': () =>
          json({ assigned: true, bookingId: 'b1', studentName: 'Omar Said', sessionsRemaining: 2 }),
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderAt(<BookingsPage />);

    const table = await screen.findByRole('table', { name: 'Bookings waiting' });
    await userEvent.click(within(table).getByRole('button', { name: 'Assign booking of Omar Said' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Booking' });
    expect(within(dialog).getByRole('searchbox', { name: 'Find student' })).toHaveValue('omar@example.com');
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Omar Said (omar@example.com)' }));
    const course = within(dialog).getByRole('combobox', { name: /Course/ });
    await waitFor(() => expect(course).toBeEnabled());
    await userEvent.selectOptions(course, 'Quran Reading');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));

    expect(await screen.findByText(unmatchedMessages.assigned)).toBeVisible();
    // The toast names the student the booking now belongs to, as the server says.
    expect(screen.getByText("The booking now uses one of Omar Said's sessions.")).toBeVisible();
    expect(sentJson(fetchMock, '/api/admin/bookings/unmatched/b1/assign')).toEqual({
      studentId: 's2',
      courseId: COURSE,
    });
  });

  it('names the parent of a child among the students found, so the right child of a family is chosen', async () => {
    const fetchMock = vi.fn(
      stubServer({
        '/api/me': () => json(me('admin')),
        '/api/admin/bookings/unmatched': () => json({ items: [booking], nextCursor: null }),
        '/api/admin/bookings/deliveries': () => json({ items: [], nextCursor: null }),
        '/api/admin/students': () =>
          json({
            items: [
              // Omar holds the account; Yusuf, his son, learns on it (the e-mail is Omar's).
              studentProfile({ id: 's2', fullName: 'Omar Said', email: 'omar@example.com' }),
              studentProfile({
                id: 'c1',
                accountId: 's2',
                holderName: 'Omar Said',
                fullName: 'Yusuf Said',
                email: 'omar@example.com',
              }),
            ],
            nextCursor: null,
          }),
        '/api/admin/courses': () => json({ items: [{ id: COURSE, title: 'Quran Reading' }], nextCursor: null }),
        '/api/admin/bookings/unmatched/b1/assign': () =>
          json({ assigned: true, bookingId: 'b1', studentName: 'Yusuf Said', sessionsRemaining: 2 }),
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderAt(<BookingsPage />);

    const table = await screen.findByRole('table', { name: 'Bookings waiting' });
    await userEvent.click(within(table).getByRole('button', { name: 'Assign booking of Omar Said' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Booking' });
    const holder = await within(dialog).findByRole('radio', { name: 'Omar Said (omar@example.com)' });
    const child = within(dialog).getByRole('radio', { name: 'Yusuf Said (omar@example.com), Parent: Omar Said' });
    expect(within(dialog).getByText('Parent: Omar Said')).toBeVisible();
    // The holder (an adult on their own account) has no parent line.
    expect(holder.closest('label')).not.toHaveTextContent(/Parent:/);

    await userEvent.click(child);
    const course = within(dialog).getByRole('combobox', { name: /Course/ });
    await waitFor(() => expect(course).toBeEnabled());
    await userEvent.selectOptions(course, 'Quran Reading');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));

    expect(await screen.findByText(unmatchedMessages.assigned)).toBeVisible();
    expect(sentJson(fetchMock, '/api/admin/bookings/unmatched/b1/assign')).toEqual({
      studentId: 'c1',
      courseId: COURSE,
    });
  });
});
