import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StudentDetail } from '@app/shared/admin/students';
import { renderAt } from '../../../testing/render';
import { LedgerTable } from '../components/student-history';

const entry = (fields: Partial<StudentDetail['ledger'][number]>): StudentDetail['ledger'][number] => ({
  id: 'l1',
  studentId: 's1',
  courseId: 'c1',
  courseTitle: 'Tajweed Basics',
  type: 'adjustment',
  amount: 2,
  packageRequestId: null,
  bookingId: null,
  notes: 'Goodwill',
  createdAt: '2026-03-01T10:00:00Z',
  createdBy: 'a1',
  by: 'Fatima Zahra',
  ...fields,
});

describe('the balance history', () => {
  it('says who made each change: the admin, or the booking that took a session', () => {
    renderAt(
      <LedgerTable
        ledger={[
          entry({}),
          entry({
            id: 'l2',
            type: 'booking',
            amount: -1,
            notes: 'Session on 2026-03-05',
            createdAt: '2026-03-02T10:00:00Z',
            createdBy: 'scheduling-webhook',
            by: 'Booking',
          }),
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Balance history' });
    expect(within(table).getByRole('columnheader', { name: 'By' })).toBeInTheDocument();
    const [, booking, adjustment] = within(table).getAllByRole('row');
    const byOf = (row: HTMLElement) => within(row).getAllByRole('cell').at(-1);
    expect(byOf(booking!)).toHaveTextContent('Booking');
    expect(byOf(adjustment!)).toHaveTextContent('Fatima Zahra');
  });
});
