import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { suppressionMessages, type MailSuppression } from '@app/shared/admin/mail';
import { adminStudentMessages, type StudentDetail } from '@app/shared/admin/students';
import { loadConfig } from '../../../config/env';
import { me } from '../../../testing/fixtures';
import { json, renderAt, sentJson, stubServer, testConfig } from '../../../testing/render';
import { StudentDetailPage } from '../components/student-detail-page';
import { detailOf, learnerProfile } from './family-fixtures';

vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: async () => ({ tokens: { idToken: { toString: () => 'id-token' } } }),
  signIn: vi.fn(),
  signOut: vi.fn(async () => {}),
}));

const STUDENT = 's1';

function serve(mailSuppression: MailSuppression | null, invitation: () => Response = () => json({ sent: true })) {
  const detail: StudentDetail = {
    ...detailOf(learnerProfile({ id: STUDENT, fullName: 'Maryam Siddiqui' })),
    mailSuppression,
  };
  const fetchMock = vi.fn(
    stubServer({
      '/api/me': () => json(me('admin')),
      [`/api/admin/students/${STUDENT}`]: () => json(detail),
      [`/api/admin/students/${STUDENT}/invitation`]: invitation,
      '/api/admin/courses': () => json({ items: [], nextCursor: null }),
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  renderAt(
    <Routes>
      <Route path="/admin/students/:studentId" element={<StudentDetailPage />} />
    </Routes>,
    `/admin/students/${STUDENT}`,
  );
  return fetchMock;
}

describe('the student page and mail', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    vi.stubGlobal('fetch', stubServer({ '/config.json': () => json(testConfig) }));
    await loadConfig();
  });

  it('says when the school no longer mails the address, and why', async () => {
    serve({ email: 'maryam@example.com', reason: 'bounce', at: '2026-11-20T10:00:00Z', detail: '550 user unknown' });
    expect(await screen.findByText(suppressionMessages.bounce)).toBeVisible();
    expect(screen.getByText(/550 user unknown/)).toBeVisible();
  });

  it('says nothing of the kind for an address that is mailed', async () => {
    serve(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Maryam Siddiqui' })).toBeVisible();
    expect(screen.queryByText(suppressionMessages.bounce)).toBeNull();
    expect(screen.queryByText(suppressionMessages.complaint)).toBeNull();
  });

  it('resends the invitation and says so', async () => {
    const fetchMock = serve(null);
    await userEvent.click(await screen.findByRole('button', { name: 'Resend invitation to Maryam Siddiqui' }));
    expect(await screen.findByText(adminStudentMessages.invitationSent)).toBeVisible();
    expect(sentJson(fetchMock, `/api/admin/students/${STUDENT}/invitation`)).toEqual({});
  });

  it('shows the server’s reason when there is no invitation to send', async () => {
    serve(null, () => json({ error: { code: 'CONFLICT', message: adminStudentMessages.alreadySignedIn } }, 409));
    await userEvent.click(await screen.findByRole('button', { name: 'Resend invitation to Maryam Siddiqui' }));
    expect(await screen.findByText(adminStudentMessages.alreadySignedIn)).toBeVisible();
  });
});
