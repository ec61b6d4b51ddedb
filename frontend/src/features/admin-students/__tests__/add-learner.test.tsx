import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StudentDetail } from '@app/shared/admin/students';
import { learnerMessages } from '@app/shared/students/learners';
import { studentMessages } from '@app/shared/students/schemas';
import { loadConfig } from '../../../config/env';
import { me } from '../../../testing/fixtures';
import { json, renderAt, sentJson, stubServer, testConfig } from '../../../testing/render';
import { StudentDetailPage } from '../components/student-detail-page';
import { detailOf, learnerOf, learnerProfile, soleFamily } from './family-fixtures';

vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: async () => ({ tokens: { idToken: { toString: () => 'id-token' } } }),
  signIn: vi.fn(),
  signOut: vi.fn(async () => {}),
}));

const ACCOUNT = 'acc-1';
const NEW = '0d5e7a61-3b2c-4f8e-a9d0-1c2b3a4d5e6f';
const amina = learnerProfile({ id: ACCOUNT, fullName: 'Amina Yusuf', email: 'amina@example.com' });
const FAMILY = `/api/admin/students/${ACCOUNT}/family`;

function serve(family: () => Response) {
  let current: StudentDetail = detailOf(amina);
  const fetchMock = vi.fn(
    stubServer({
      '/api/me': () => json(me('admin')),
      '/api/admin/courses': () => json({ items: [], nextCursor: null }),
      [`/api/admin/students/${ACCOUNT}`]: () => json(current),
      [FAMILY]: family,
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  renderAt(
    <Routes>
      <Route path="/admin/students/:studentId" element={<StudentDetailPage />} />
    </Routes>,
    `/admin/students/${ACCOUNT}`,
  );
  return Object.assign(fetchMock, { setDetail: (next: StudentDetail) => (current = next) });
}

async function openDialog() {
  const card = await screen.findByRole('region', { name: 'Family' });
  await userEvent.click(within(card).getByRole('button', { name: 'Add a learner to this account' }));
  return screen.findByRole('dialog', { name: 'Add a Learner to This Account' });
}

describe('adding a learner to the account', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    vi.stubGlobal('fetch', stubServer({ '/config.json': () => json(testConfig) }));
    await loadConfig();
  });

  it('says what the shared schema says of a short name, and sends nothing', async () => {
    const fetchMock = serve(() => json({}, 500));
    const dialog = await openDialog();
    const name = within(dialog).getByRole('textbox', { name: /Full Name/ });
    await userEvent.type(name, 'Y');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Learner' }));

    expect(await within(dialog).findByText(studentMessages.nameMin)).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(name).toHaveFocus());
    expect(sentJson(fetchMock, FAMILY)).toBeUndefined();
  });

  it('adds the learner with the name and age group, says so with a link, and lists them', async () => {
    const added = learnerProfile({
      id: NEW,
      accountId: ACCOUNT,
      holderName: 'Amina Yusuf',
      fullName: 'Yusuf Ahmed',
      email: 'amina@example.com',
      ageGroup: 'child',
      level: null,
      goals: [],
      motivation: '',
      intakeCompleted: false,
    });
    const fetchMock = serve(() => {
      fetchMock.setDetail(detailOf(amina, { ...soleFamily(amina), learners: [learnerOf(amina), learnerOf(added)] }));
      return json(added, 201);
    });
    const user = userEvent.setup();
    const dialog = await openDialog();
    expect(dialog).toHaveTextContent("Amina Yusuf's account");
    await user.type(within(dialog).getByRole('textbox', { name: /Full Name/ }), '  Yusuf Ahmed ');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Age Group/ }), 'child');
    await user.click(within(dialog).getByRole('button', { name: 'Add Learner' }));

    expect(await screen.findByText('Learner added')).toBeInTheDocument();
    expect(sentJson(fetchMock, FAMILY)).toEqual({ fullName: 'Yusuf Ahmed', ageGroup: 'child' });
    expect(screen.getByRole('link', { name: "Open Yusuf Ahmed's page" })).toHaveAttribute(
      'href',
      `/admin/students/${NEW}`,
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add a Learner to This Account' })).not.toBeInTheDocument(),
    );
    // The detail is read again: the new learner is on the account, a link to their page.
    const card = screen.getByRole('region', { name: 'Family' });
    const link = await within(card).findByRole('link', { name: 'Yusuf Ahmed' });
    expect(link).toHaveAttribute('href', `/admin/students/${NEW}`);
    expect(link.closest('li')).toHaveTextContent('Profile incomplete');
  });

  it('leaves the age group out when it is not given', async () => {
    const fetchMock = serve(() => json(learnerProfile({ id: NEW, fullName: 'Hana Ahmed' }), 201));
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Full Name/ }), 'Hana Ahmed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Learner' }));
    expect(await screen.findByText('Learner added')).toBeInTheDocument();
    expect(sentJson(fetchMock, FAMILY)).toEqual({ fullName: 'Hana Ahmed' });
  });

  it('says at the name when the account already has a learner of that name, keeping what was typed', async () => {
    serve(() => json({ error: { code: 'CONFLICT', message: learnerMessages.sameName } }, 409));
    const user = userEvent.setup();
    const dialog = await openDialog();
    const name = within(dialog).getByRole('textbox', { name: /Full Name/ });
    const ageGroup = within(dialog).getByRole('combobox', { name: /Age Group/ });
    await user.type(name, 'Yusuf Ahmed');
    await user.selectOptions(ageGroup, 'teen');
    await user.click(within(dialog).getByRole('button', { name: 'Add Learner' }));

    expect(await within(dialog).findByText(learnerMessages.sameName)).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveValue('Yusuf Ahmed');
    expect(ageGroup).toHaveValue('teen');
    expect(screen.queryByText('Learner added')).not.toBeInTheDocument();
  });

  it('says in the dialog when the account is full', async () => {
    serve(() => json({ error: { code: 'CONFLICT', message: learnerMessages.tooMany } }, 409));
    const dialog = await openDialog();
    const name = within(dialog).getByRole('textbox', { name: /Full Name/ });
    await userEvent.type(name, 'Yusuf Ahmed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Learner' }));

    const alert = await within(dialog).findByRole('group', { name: 'Error' });
    expect(alert).toHaveTextContent(learnerMessages.tooMany);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(name).toHaveValue('Yusuf Ahmed');
    expect(name).not.toHaveAttribute('aria-invalid', 'true');
  });
});
