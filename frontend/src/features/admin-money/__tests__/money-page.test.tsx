import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { moneyMessages, noFigures } from '@app/shared/credits/money';
import { loadConfig } from '../../../config/env';
import { me } from '../../../testing/fixtures';
import { json, renderAt, stubServer, testConfig } from '../../../testing/render';
import { MoneyPage } from '../components/money-page';
import { moneyCsv } from '../money-csv';
import { defaultPeriod } from '../money-format';
import { moneyReport } from './money-fixture';

vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: async () => ({ tokens: { idToken: { toString: () => 'id-token' } } }),
  signIn: vi.fn(),
  signOut: vi.fn(async () => {}),
}));

/** Answers the report (whatever the period asked, recorded) and the admin's /api/me. */
function serve(report: () => Response | Promise<Response>) {
  const asked: string[] = [];
  const answer = stubServer({ '/api/me': () => json(me('admin')) });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/admin/reports/money') return answer(input, init);
    asked.push(url.search);
    return report();
  });
  return asked;
}

/** The value a figure card shows, found by its label. */
function figure(scope: HTMLElement, label: string) {
  const card = within(scope).getByText(label, { selector: 'dt' }).closest('dl')!;
  return [...card.querySelectorAll('dd')].map((dd) => dd.textContent);
}

describe('MoneyPage', () => {
  beforeEach(async () => {
    vi.stubGlobal('fetch', stubServer({ '/config.json': () => json(testConfig) }));
    await loadConfig();
  });

  it('asks for the last 12 months and shows the period’s figures', async () => {
    const asked = serve(() => json(moneyReport));
    renderAt(<MoneyPage />, '/admin/money');

    expect(screen.getByRole('heading', { level: 1, name: 'Money' })).toBeInTheDocument();
    const period = defaultPeriod();
    expect(screen.getByLabelText('From month')).toHaveValue(period.from);
    expect(screen.getByLabelText('To month')).toHaveValue(period.to);

    const figures = await screen.findByRole('region', { name: 'January 2026 to March 2026' });
    expect(asked).toEqual([`?from=${period.from}&to=${period.to}`]);
    expect(figure(figures, 'Sold')).toEqual(['$385.00', '17 sessions']);
    expect(figure(figures, 'Refunded')).toEqual(['$90.01', '4 sessions']);
    expect(figure(figures, 'Net revenue')).toEqual(['$294.99', 'Sold less refunded']);
    expect(figure(figures, 'Used')).toEqual(['13 sessions', 'Lessons booked, worth $292.50']);
    expect(figure(figures, 'Returned')).toEqual(['1 session', 'Lessons cancelled in time, worth $22.50']);
    expect(figure(figures, 'Expired')).toEqual(['2 sessions', 'Not used in time, worth $45.00']);
    expect(figure(figures, 'Given free')).toEqual(['2 sessions', 'Given by the school']);
  });

  it('shows what is owed in lessons today, by course and in total', async () => {
    serve(() => json(moneyReport));
    renderAt(<MoneyPage />, '/admin/money');

    const owed = await screen.findByRole('region', { name: 'Owed in lessons today' });
    expect(figure(owed, 'Paid sessions left')).toEqual(['8 sessions']);
    expect(figure(owed, 'Their value')).toEqual(['$187.50']);
    expect(figure(owed, 'Free sessions left')).toEqual(['2 sessions']);

    const table = within(owed).getByRole('table', { name: 'Owed in lessons by course' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    // Courses holding sessions, by title, then the total; a course holding none is left out.
    expect(rows).toEqual([
      ['Business Arabic', '3', '$75.00', '0'],
      ['Quran Reading', '5', '$112.50', '2'],
      ['All courses', '8', '$187.50', '2'],
    ]);
  });

  it('draws net revenue per month as bars with their values, and gives the same numbers in a table', async () => {
    serve(() => json(moneyReport));
    renderAt(<MoneyPage />, '/admin/money');

    const chart = await screen.findByRole('img', {
      name: 'Bar chart of net revenue per month. The table below gives the same numbers.',
    });
    expect(chart.closest('figure')).toHaveTextContent('Net revenue per month (sold less refunded), in USD');
    const bars = [...chart.querySelectorAll('[data-month]')].map((bar) => bar.textContent);
    expect(bars).toEqual(['Jan 2026$360.00', 'Feb 2026$0.00', 'Mar 2026-$65.01']);

    const table = screen.getByRole('table', { name: 'Revenue by month' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 4)
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['January 2026', '$360.00', '$0.00', '$360.00'],
      ['February 2026', '$0.00', '$0.00', '$0.00'],
      ['March 2026', '$25.00', '$90.01', '-$65.01'],
    ]);
  });

  it('downloads the months as CSV', async () => {
    serve(() => json(moneyReport));
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:money');
    const revokeObjectURL = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderAt(<MoneyPage />, '/admin/money');

    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await createObjectURL.mock.calls[0]![0].text()).toBe(moneyCsv(moneyReport.months));
    expect(clicked[0]!.download).toBe('money-2026-01-to-2026-03.csv');
    click.mockRestore();
  });

  it('checks the period with the API’s messages, then asks for the one chosen', async () => {
    const asked = serve(() => json(moneyReport));
    renderAt(<MoneyPage />, '/admin/money');
    await screen.findByRole('region', { name: 'January 2026 to March 2026' });

    fireEvent.change(screen.getByLabelText('From month'), { target: { value: '2026-05' } });
    fireEvent.change(screen.getByLabelText('To month'), { target: { value: '2026-02' } });
    await userEvent.click(screen.getByRole('button', { name: 'Show Period' }));
    expect(await screen.findByLabelText('To month')).toHaveAccessibleDescription(moneyMessages.periodOrder);

    fireEvent.change(screen.getByLabelText('From month'), { target: { value: '2020-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Show Period' }));
    expect(await screen.findByLabelText('From month')).toHaveAccessibleDescription(moneyMessages.periodTooLong);

    fireEvent.change(screen.getByLabelText('From month'), { target: { value: '' } });
    await userEvent.click(screen.getByRole('button', { name: 'Show Period' }));
    expect(await screen.findByLabelText('From month')).toHaveAccessibleDescription(moneyMessages.monthFormat);
    expect(asked).toHaveLength(1);

    fireEvent.change(screen.getByLabelText('From month'), { target: { value: '2025-11' } });
    await userEvent.click(screen.getByRole('button', { name: 'Show Period' }));
    await vi.waitFor(() => expect(asked).toEqual([expect.any(String), '?from=2025-11&to=2026-02']));
  });

  it('says when nothing moved in the period', async () => {
    serve(() =>
      json({
        ...moneyReport,
        months: moneyReport.months.map((month) => ({ ...noFigures(), month: month.month })),
      }),
    );
    renderAt(<MoneyPage />, '/admin/money');
    expect(
      await screen.findByText('Nothing was sold, used, returned, expired, refunded or removed in this period.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Revenue by month' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it('shows a loading state, then the error with a retry', async () => {
    let calls = 0;
    let release: (response: Response) => void = () => {};
    serve(() => {
      calls += 1;
      if (calls === 1) return new Promise<Response>((resolve) => (release = resolve));
      return json(moneyReport);
    });
    renderAt(<MoneyPage />, '/admin/money');

    expect(await screen.findByRole('status', { name: 'Loading the money report' })).toBeInTheDocument();
    release(json({ error: { code: 'INTERNAL_ERROR', message: 'Something went wrong.' } }, 500));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'January 2026 to March 2026' })).toBeInTheDocument();
  });
});
