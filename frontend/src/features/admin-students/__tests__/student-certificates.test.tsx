import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StudentDetail } from '@app/shared/admin/students';
import type { Role } from '@app/shared/auth/schemas';
import { certificateMessages, type Certificate } from '@app/shared/certificates/schemas';
import { loadConfig } from '../../../config/env';
import { me } from '../../../testing/fixtures';
import { json, renderAt, sentJson, stubServer, testConfig } from '../../../testing/render';
import { StudentDetailPage } from '../components/student-detail-page';
import { certificateFixture } from '../../../testing/fixtures';
import { detailOf, learnerProfile } from './family-fixtures';

vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: async () => ({ tokens: { idToken: { toString: () => 'id-token' } } }),
  signIn: vi.fn(),
  signOut: vi.fn(async () => {}),
}));

const STUDENT = 's1';
const QURAN = '6f1c1c1e-8a55-4c61-9d0b-3a1e0f6d2b11';
const GRAMMAR = '0b6e2f5a-2d43-4c8e-b1f7-7d3c9a4e5f22';

const certificate = (overrides: Partial<Certificate> = {}) =>
  certificateFixture({ studentId: STUDENT, courseId: QURAN, ...overrides });

function detail(certificates: Certificate[]): StudentDetail {
  return {
    ...detailOf(learnerProfile({ id: STUDENT })),
    balances: [{ courseId: QURAN, courseTitle: 'Quran Reading', sessionsRemaining: 2, lots: [] }],
    certificates,
  };
}

const course = (id: string, title: string) => ({
  id,
  title,
  shortDescription: '',
  level: 'intermediate',
  category: 'Arabic',
  coverPhoto: '',
  isPublished: true,
  moduleCount: 3,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  version: 1,
});

function serve(
  role: Role,
  certificates: Certificate[],
  extra: Record<string, () => Response | Promise<Response>> = {},
) {
  let current = certificates;
  const fetchMock = vi.fn(
    stubServer({
      '/api/me': () => json(me(role)),
      [`/api/admin/students/${STUDENT}`]: () => json(detail(current)),
      '/api/admin/courses': () =>
        json({ items: [course(QURAN, 'Quran Reading'), course(GRAMMAR, 'Arabic Grammar')], nextCursor: null }),
      ...extra,
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  renderAt(
    <Routes>
      <Route path="/admin/students/:studentId" element={<StudentDetailPage />} />
    </Routes>,
    `/admin/students/${STUDENT}`,
  );
  return Object.assign(fetchMock, { setCertificates: (next: Certificate[]) => (current = next) });
}

const section = () => screen.findByRole('region', { name: 'Certificates' });

describe('the student’s certificates', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    vi.stubGlobal('fetch', stubServer({ '/config.json': () => json(testConfig) }));
    await loadConfig();
  });

  it('lists each certificate with its status, public page and PDF', async () => {
    serve('admin', [
      certificate(),
      certificate({
        code: 'ABCD-EFGH-JKMN-PQRS-TVWX',
        courseId: GRAMMAR,
        courseTitle: 'Arabic Grammar',
        level: 'advanced',
        issuedAt: '2026-01-05T10:00:00Z',
        status: 'revoked',
        revokedAt: '2026-02-01T10:00:00Z',
        revokedReason: 'Issued to the wrong student',
      }),
    ]);
    const rows = within(within(await section()).getByRole('table', { name: 'Certificates' })).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Quran Reading');
    expect(rows[1]).toHaveTextContent('Beginner');
    expect(within(rows[1]!).getByText('Valid')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: /^View/ })).toHaveAttribute(
      'href',
      '/certificates/7K3M-Q9XD-2HBT-8WZC-N4RF',
    );
    expect(within(rows[1]!).getByRole('link', { name: /^View/ })).toHaveAttribute('target', '_blank');
    expect(within(rows[1]!).getByRole('link', { name: /^PDF/ })).toHaveAttribute(
      'href',
      '/api/certificates/7K3M-Q9XD-2HBT-8WZC-N4RF/pdf',
    );
    expect(within(rows[2]!).getByText('Revoked')).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('Issued to the wrong student');
    expect(within(rows[2]!).queryByRole('link', { name: /^PDF/ })).not.toBeInTheDocument();
    // Only super admins revoke.
    expect(screen.queryByRole('button', { name: /^Revoke/ })).not.toBeInTheDocument();
  });

  it('issues a certificate for the chosen course with the note, and gives the link', async () => {
    const issued = certificate({ courseId: GRAMMAR, courseTitle: 'Arabic Grammar', note: 'Excellent work.' });
    const fetchMock = serve('admin', [], {
      [`/api/admin/students/${STUDENT}/certificates`]: () => {
        fetchMock.setCertificates([issued]);
        return json(issued, 201);
      },
    });
    const user = userEvent.setup();
    expect(within(await section()).getByText('No certificates yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark Course Completed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark Course Completed' });
    const select = within(dialog).getByRole('combobox', { name: /Course/ });
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Arabic Grammar' })).toBeInTheDocument());

    // Nothing chosen: the shared message, and nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Issue Certificate' }));
    expect(await within(dialog).findByText(certificateMessages.courseRequired)).toBeInTheDocument();

    await user.selectOptions(select, GRAMMAR);
    await user.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'Excellent work.');
    expect(within(dialog).getByText(/15\/500 characters/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Issue Certificate' }));

    expect(await screen.findByText('Certificate issued')).toBeInTheDocument();
    expect(sentJson(fetchMock, `/api/admin/students/${STUDENT}/certificates`)).toEqual({
      courseId: GRAMMAR,
      note: 'Excellent work.',
    });
    const link = screen.getByRole('link', { name: /\/certificates\/7K3M-Q9XD-2HBT-8WZC-N4RF/ });
    expect(link).toHaveAttribute('href', `${window.location.origin}/certificates/7K3M-Q9XD-2HBT-8WZC-N4RF`);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Mark Course Completed' })).not.toBeInTheDocument(),
    );
    // The list is read again and shows it.
    expect(await within(await section()).findByText('Arabic Grammar')).toBeInTheDocument();
  });

  it('says in the dialog when the student already has that certificate, keeping what was typed', async () => {
    serve('admin', [certificate()], {
      [`/api/admin/students/${STUDENT}/certificates`]: () =>
        json({ error: { code: 'CONFLICT', message: certificateMessages.alreadyIssued } }, 409),
    });
    const user = userEvent.setup();
    await section();
    await user.click(screen.getByRole('button', { name: 'Mark Course Completed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark Course Completed' });
    const select = within(dialog).getByRole('combobox', { name: /Course/ });
    await user.selectOptions(select, QURAN);
    const note = within(dialog).getByRole('textbox', { name: /Note/ });
    await user.type(note, 'Second try');
    await user.click(within(dialog).getByRole('button', { name: 'Issue Certificate' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(certificateMessages.alreadyIssued);
    expect(select).toHaveValue(QURAN);
    expect(note).toHaveValue('Second try');
    expect(screen.queryByText('Certificate issued')).not.toBeInTheDocument();
  });

  it('lets a super admin revoke a valid certificate, with a reason required', async () => {
    const revokedAt = '2026-04-01T09:00:00Z';
    const fetchMock = serve('super_admin', [certificate()], {
      '/api/admin/certificates/7K3M-Q9XD-2HBT-8WZC-N4RF/revoke': () => {
        const revoked = certificate({ status: 'revoked', revokedAt, revokedReason: 'Issued by mistake' });
        fetchMock.setCertificates([revoked]);
        return json(revoked);
      },
    });
    const user = userEvent.setup();
    await section();
    await user.click(screen.getByRole('button', { name: 'Revoke certificate: Quran Reading' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke Certificate' });
    expect(dialog).toHaveTextContent('7K3M-Q9XD-2HBT-8WZC-N4RF');

    await user.click(within(dialog).getByRole('button', { name: 'Revoke Certificate' }));
    expect(await within(dialog).findByText(certificateMessages.reasonRequired)).toBeInTheDocument();
    expect(sentJson(fetchMock, '/revoke')).toBeUndefined();

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Issued by mistake');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke Certificate' }));
    expect(await screen.findByText('Certificate revoked')).toBeInTheDocument();
    expect(sentJson(fetchMock, '/api/admin/certificates/7K3M-Q9XD-2HBT-8WZC-N4RF/revoke')).toEqual({
      reason: 'Issued by mistake',
    });
    const table = within(await section()).getByRole('table', { name: 'Certificates' });
    expect(await within(table).findByText('Revoked')).toBeInTheDocument();
    expect(within(table).getByText('Issued by mistake')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Revoke certificate/ })).not.toBeInTheDocument();
  });
});
