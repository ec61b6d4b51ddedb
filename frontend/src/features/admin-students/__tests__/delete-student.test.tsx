import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StudentDetail } from '@app/shared/admin/students';
import { loadConfig } from '../../../config/env';
import { me } from '../../../testing/fixtures';
import { json, renderAt, sentJson, stubServer, testConfig } from '../../../testing/render';
import { StudentDetailPage } from '../components/student-detail-page';
import { detailOf, learnerOf, learnerProfile } from './family-fixtures';

vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: async () => ({ tokens: { idToken: { toString: () => 'id-token' } } }),
  signIn: vi.fn(),
  signOut: vi.fn(async () => {}),
}));

const ACCOUNT = 'acc-1';
const CHILD = 'b5c1f0a2-0f7e-4f52-9d1c-6a0e3c2b7d11';

/** Amina holds the account; Yusuf, her son, learns on it. */
const amina = learnerProfile({ id: ACCOUNT, fullName: 'Amina Yusuf', email: 'amina@example.com' });
const yusuf = learnerProfile({
  id: CHILD,
  accountId: ACCOUNT,
  holderName: 'Amina Yusuf',
  fullName: 'Yusuf Ahmed',
  email: 'amina@example.com',
});

function serve(detail: StudentDetail) {
  const path = `/api/admin/students/${detail.profile.id}`;
  const fetchMock = vi.fn(
    stubServer({
      '/api/me': () => json(me('admin')),
      '/api/admin/courses': () => json({ items: [], nextCursor: null }),
      [path]: () => json(detail),
      [`${path}/deletion`]: () => new Response(null, { status: 204 }),
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  renderAt(
    <Routes>
      <Route path="/admin/students/:studentId" element={<StudentDetailPage />} />
    </Routes>,
    `/admin/students/${detail.profile.id}`,
  );
  return fetchMock;
}

describe('deleting a student’s account', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    vi.stubGlobal('fetch', stubServer({ '/config.json': () => json(testConfig) }));
    await loadConfig();
  });

  it('says the whole account goes, with every learner named, confirmed with the account’s e-mail', async () => {
    const family = {
      holder: { id: ACCOUNT, fullName: 'Amina Yusuf', email: 'amina@example.com', phone: '' },
      learners: [learnerOf(amina), learnerOf(yusuf)],
    };
    const fetchMock = serve(detailOf(yusuf, family));
    const section = await screen.findByRole('region', { name: 'Delete Account' });

    expect(section).toHaveTextContent(
      'Deleting removes the whole account of Amina Yusuf, with every learner on it, not only Yusuf Ahmed',
    );
    const names = within(within(section).getByRole('list')).getAllByRole('listitem');
    expect(names.map((item) => item.textContent)).toEqual(['Amina Yusuf', 'Yusuf Ahmed']);
    expect(section).toHaveTextContent("It is confirmed with the account's e-mail, amina@example.com.");
    expect(section).not.toHaveTextContent("At the student's (or parent's) request only");

    await userEvent.click(within(section).getByRole('button', { name: 'Delete This Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete account' });
    expect(dialog).toHaveTextContent("This deletes Amina Yusuf's whole account for good");
    await userEvent.type(within(dialog).getByRole('textbox', { name: /e-mail address/ }), 'amina@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Account' }));

    expect(await screen.findByText("Amina Yusuf's account and its 2 learners have been erased.")).toBeInTheDocument();
    expect(sentJson(fetchMock, `/api/admin/students/${CHILD}/deletion`)).toEqual({
      confirmEmail: 'amina@example.com',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete account' })).not.toBeInTheDocument());
  });

  it('keeps the texts as before for an account with one learner', async () => {
    const sara = learnerProfile({ id: 's1', fullName: 'Sara Ali', email: 'sara@example.com' });
    serve(detailOf(sara));
    const section = await screen.findByRole('region', { name: 'Delete Account' });

    expect(section).toHaveTextContent(
      "At the student's (or parent's) request only: erases their personal details and sign-in, keeps the payment and session records without the name.",
    );
    expect(section).not.toHaveTextContent(/whole account/);
    expect(within(section).queryByRole('list')).not.toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Delete This Account' }));
    expect(await screen.findByRole('dialog', { name: 'Delete account' })).toHaveTextContent(
      "This deletes Sara Ali's account for good",
    );
  });
});
