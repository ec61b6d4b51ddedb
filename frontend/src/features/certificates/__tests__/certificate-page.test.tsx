import { HydrationBoundary } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { certificateMessages, type PublicCertificate } from '@app/shared/certificates/schemas';
import { loadConfig } from '../../../config/env';
import { json, renderAt, stubServer, testConfig } from '../../../testing/render';
import { dehydratedAnswer } from '../../../app/build/dehydrated-answer';
import { publicCertificateQueryKey } from '../api/get-public-certificate';
import { CertificatePage } from '../components/certificate-page';
import { formatCertificateDate } from '@app/shared/certificates/format-date';

const CODE = '7K3M-Q9XD-2HBT-8WZC-N4RF';

const certificate = (overrides: Partial<PublicCertificate> = {}): PublicCertificate => ({
  code: CODE,
  studentName: 'Sara Ali',
  courseTitle: 'Quran Reading with Tajweed',
  level: 'intermediate',
  note: 'Completed all 24 lessons with distinction.',
  issuedAt: '2026-03-02T10:00:00Z',
  school: 'Arabic & Quran Academy',
  status: 'valid',
  revokedAt: null,
  ...overrides,
});

function show(answer: () => Response | Promise<Response>) {
  const fetchMock = vi.fn(stubServer({ [`/api/certificates/${CODE}`]: answer }));
  vi.stubGlobal('fetch', fetchMock);
  renderAt(
    <Routes>
      <Route path="/certificates/:code" element={<CertificatePage />} />
    </Routes>,
    `/certificates/${CODE}`,
  );
  return fetchMock;
}

describe('CertificatePage', () => {
  beforeEach(async () => {
    vi.stubGlobal('fetch', stubServer({ '/config.json': () => json(testConfig) }));
    await loadConfig();
  });

  it('shows a valid certificate as verified, with its details and the PDF', async () => {
    show(() => json(certificate()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificate of Completion' })).toBeInTheDocument();

    const status = screen.getByTestId('certificate-status');
    expect(status).toHaveTextContent('Verified');
    expect(status).toHaveTextContent('This certificate is genuine: it was issued by Arabic & Quran Academy.');

    const document = screen.getByRole('article', { name: 'Certificate of Completion' });
    expect(within(document).getByText('Sara Ali')).toHaveAttribute('dir', 'auto');
    expect(within(document).getByText('Quran Reading with Tajweed')).toBeInTheDocument();
    expect(within(document).getByText('Intermediate')).toBeInTheDocument();
    expect(within(document).getByText(formatCertificateDate('2026-03-02T10:00:00Z'))).toBeInTheDocument();
    expect(within(document).getByText('“Completed all 24 lessons with distinction.”')).toBeInTheDocument();
    expect(within(document).getByText(CODE)).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', `/api/certificates/${CODE}/pdf`);
  });

  it('sets an Arabic name right to left in the Arabic face', async () => {
    show(() => json(certificate({ studentName: 'فاطمة الزهراء', note: '' })));
    const name = await screen.findByTestId('certificate-student-name');
    expect(name).toHaveTextContent('فاطمة الزهراء');
    expect(name).toHaveAttribute('dir', 'auto');
    expect(name).toHaveAttribute('lang', 'ar');
    expect(screen.queryByText(/“/)).not.toBeInTheDocument();
  });

  it('says a revoked certificate is no longer valid, and offers no PDF', async () => {
    show(() => json(certificate({ status: 'revoked', revokedAt: '2026-04-10T08:00:00Z' })));
    const status = await screen.findByTestId('certificate-status');
    expect(status).toHaveTextContent('Revoked');
    expect(status).toHaveTextContent(
      `This certificate was revoked on ${formatCertificateDate('2026-04-10T08:00:00Z')} and is no longer valid.`,
    );
    expect(status).not.toHaveTextContent('Verified');
    // The document says so too: a screenshot of it alone cannot pass for a valid one.
    expect(screen.getByRole('article', { name: 'Certificate of Completion' })).toHaveTextContent(
      'Revoked · no longer valid',
    );
    expect(screen.queryByRole('link', { name: 'Download PDF' })).not.toBeInTheDocument();
  });

  it('says when no certificate has the code, without repeating it, and links to the contact page', async () => {
    show(() => json({ error: { code: 'NOT_FOUND', message: certificateMessages.notFound } }, 404));
    expect(await screen.findByRole('heading', { level: 1, name: certificateMessages.notFound })).toBeInTheDocument();
    // Text from the address is never shown on the school's verification page.
    expect(document.body).not.toHaveTextContent(CODE);
    expect(screen.getByText(/Check the code on the certificate, or/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');
    expect(screen.queryByTestId('certificate-status')).not.toBeInTheDocument();
  });

  it('shows a skeleton while loading, and a retry when the server cannot be reached', async () => {
    let calls = 0;
    let release: (response: Response) => void = () => {};
    show(() => {
      calls += 1;
      if (calls === 1) return new Promise<Response>((resolve) => (release = resolve));
      return json(certificate());
    });
    expect(await screen.findByTestId('certificate-skeleton')).toBeInTheDocument();
    release(json({ error: { code: 'INTERNAL_ERROR', message: 'Something went wrong.' } }, 500));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('certificate-status')).toHaveTextContent('Verified');
    expect(calls).toBe(2);
  });

  it('keeps a certificate the server rendered when the browser’s refresh of it fails', async () => {
    const fetchMock = vi.fn(
      stubServer({
        [`/api/certificates/${CODE}`]: () => json({ error: { code: 'INTERNAL_ERROR', message: 'Down.' } }, 500),
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderAt(
      <HydrationBoundary state={dehydratedAnswer(publicCertificateQueryKey(CODE), certificate())}>
        <Routes>
          <Route path="/certificates/:code" element={<CertificatePage />} />
        </Routes>
      </HydrationBoundary>,
      `/certificates/${CODE}`,
    );
    expect(screen.getByTestId('certificate-status')).toHaveTextContent('Verified');
    // The page data came with the page, stamped stale: the browser asks once more, and that fails.
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith(`/api/certificates/${CODE}`))).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('certificate-status')).toHaveTextContent('Verified');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
