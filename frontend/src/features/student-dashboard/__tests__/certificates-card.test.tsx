import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Certificate } from '@app/shared/certificates/schemas';
import type { StudentDashboard } from '@app/shared/students/dashboard';
import { loadConfig } from '../../../config/env';
import { formatCertificateDate } from '@app/shared/certificates/format-date';
import { me } from '../../../testing/fixtures';
import { json, renderAt, stubServer, testConfig } from '../../../testing/render';
import { StudentDashboardPage } from '../dashboard-page';
import { certificateFixture } from '../../../testing/fixtures';

vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: async () => ({ tokens: { idToken: { toString: () => 'id-token' } } }),
  signIn: vi.fn(),
  signOut: vi.fn(async () => {}),
}));

const dashboard: StudentDashboard = {
  balances: [],
  upcoming: [],
  requests: [],
  refundable: [],
  pendingRefunds: [],
  counters: { sessionsRemaining: 0, upcoming: 0, pendingRequests: 0 },
};

const certificate = (code: string, overrides: Partial<Certificate> = {}) => certificateFixture({ code, ...overrides });

function serve(certificates: () => Response | Promise<Response>) {
  vi.stubGlobal(
    'fetch',
    stubServer({
      '/api/me': () => json(me('student')),
      '/api/me/dashboard': () => json(dashboard),
      '/api/me/certificates': certificates,
    }),
  );
  renderAt(<StudentDashboardPage />, '/student/dashboard');
}

describe('the dashboard’s certificates', () => {
  beforeEach(async () => {
    vi.stubGlobal('fetch', stubServer({ '/config.json': () => json(testConfig) }));
    await loadConfig();
  });

  it('lists each certificate, newest first, with its page and PDF; a revoked one says so', async () => {
    serve(() =>
      json({
        items: [
          certificate('AAAA-AAAA-AAAA-AAAA-AAAA', {
            courseTitle: 'Arabic Grammar',
            issuedAt: '2026-01-10T10:00:00Z',
            status: 'revoked',
            revokedAt: '2026-02-01T10:00:00Z',
          }),
          certificate('BBBB-BBBB-BBBB-BBBB-BBBB', { note: 'Beautiful recitation.' }),
        ],
      }),
    );
    const card = await screen.findByRole('region', { name: 'Certificates' });
    const items = await within(card).findAllByRole('listitem');
    expect(items).toHaveLength(2);

    expect(items[0]).toHaveTextContent('Quran Reading');
    expect(items[0]).toHaveTextContent(`Issued ${formatCertificateDate('2026-03-02T10:00:00Z')}`);
    expect(items[0]).toHaveTextContent('“Beautiful recitation.”');
    expect(within(items[0]!).getByRole('link', { name: 'View certificate: Quran Reading' })).toHaveAttribute(
      'href',
      '/certificates/BBBB-BBBB-BBBB-BBBB-BBBB',
    );
    expect(within(items[0]!).getByRole('link', { name: 'Download PDF: Quran Reading' })).toHaveAttribute(
      'href',
      '/api/certificates/BBBB-BBBB-BBBB-BBBB-BBBB/pdf',
    );

    expect(items[1]).toHaveTextContent('Arabic Grammar');
    expect(within(items[1]!).getByText('Revoked')).toBeInTheDocument();
    expect(within(items[1]!).getByRole('link', { name: 'View certificate: Arabic Grammar' })).toBeInTheDocument();
    expect(within(items[1]!).queryByRole('link', { name: /Download PDF/ })).not.toBeInTheDocument();
  });

  it('says where certificates will appear when there is none yet', async () => {
    serve(() => json({ items: [] }));
    const card = await screen.findByRole('region', { name: 'Certificates' });
    expect(
      await within(card).findByText('When you complete a course, your certificate of completion will appear here.'),
    ).toBeInTheDocument();
  });

  it('offers a retry when the certificates cannot be read', async () => {
    let calls = 0;
    serve(() => {
      calls += 1;
      return calls === 1
        ? json({ error: { code: 'INTERNAL_ERROR', message: 'Something went wrong.' } }, 500)
        : json({ items: [certificate('BBBB-BBBB-BBBB-BBBB-BBBB')] });
    });
    const card = await screen.findByRole('region', { name: 'Certificates' });
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your certificates. Something went wrong.");
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findByText('Quran Reading')).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
