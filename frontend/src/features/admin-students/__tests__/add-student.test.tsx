import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminStudentMessages } from '@app/shared/admin/students';
import { learnerMessages } from '@app/shared/students/learners';
import { loadConfig } from '../../../config/env';
import { me } from '../../../testing/fixtures';
import { json, renderAt, sentJson, stubServer, testConfig } from '../../../testing/render';
import { chooseFamilyMessage } from '../components/add-to-family';
import { StudentsPage } from '../components/students-page';
import { learnerProfile } from './family-fixtures';

vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: async () => ({ tokens: { idToken: { toString: () => 'id-token' } } }),
  signIn: vi.fn(),
  signOut: vi.fn(async () => {}),
}));

const ACCOUNT = 'acc-1';
const CHILD = 'b5c1f0a2-0f7e-4f52-9d1c-6a0e3c2b7d11';
const NEW = '0d5e7a61-3b2c-4f8e-a9d0-1c2b3a4d5e6f';
const FAMILY = `/api/admin/students/${CHILD}/family`;

/** Amina holds the account; Yusuf, her son, learns on it. */
const amina = learnerProfile({ id: ACCOUNT, fullName: 'Amina Yusuf', email: 'amina@example.com' });
const yusuf = learnerProfile({
  id: CHILD,
  accountId: ACCOUNT,
  holderName: 'Amina Yusuf',
  fullName: 'Yusuf Ahmed',
  email: 'amina@example.com',
});
const hana = learnerProfile({
  id: NEW,
  accountId: ACCOUNT,
  holderName: 'Amina Yusuf',
  fullName: 'Hana Ahmed',
  email: 'amina@example.com',
  ageGroup: 'child',
  intakeCompleted: false,
});

/** The students page: its list (and the dialog's search) answer `found`; a POST answers `created` or `family`. */
function serve({ created, family }: { created?: () => Response; family?: () => Response }) {
  const routes = stubServer({
    '/api/me': () => json(me('admin')),
    '/api/admin/students': () => json({ items: [amina, yusuf], nextCursor: null }),
    [FAMILY]: family ?? (() => json({}, 500)),
  });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    init?.method === 'POST' && String(input).endsWith('/api/admin/students')
      ? (created ?? (() => json({}, 500)))()
      : routes(input, init),
  );
  vi.stubGlobal('fetch', fetchMock);
  renderAt(<StudentsPage />, '/admin/students');
  return fetchMock;
}

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Add Student' }));
  return screen.findByRole('dialog', { name: 'Add Student' });
}

/** On "Add to an existing family", finds Amina's family and chooses her son Yusuf. */
async function chooseYusuf(dialog: HTMLElement) {
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Add to an existing family' }));
  await userEvent.type(within(dialog).getByRole('searchbox', { name: /Find the family/ }), 'Amina');
  await userEvent.click(
    await within(dialog).findByRole('radio', { name: 'Yusuf Ahmed, Parent: Amina Yusuf, amina@example.com' }),
  );
}

describe('Add Student', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    vi.stubGlobal('fetch', stubServer({ '/config.json': () => json(testConfig) }));
    await loadConfig();
  });

  it('makes a new family by default, with the fields as before', async () => {
    const created = learnerProfile({ id: 's9', fullName: 'Sara Ali', email: 'sara@example.com' });
    const fetchMock = serve({ created: () => json(created, 201) });
    const dialog = await openDialog();
    expect(within(dialog).getByRole('radio', { name: 'New family (new account)' })).toBeChecked();
    expect(within(dialog).queryByRole('searchbox')).not.toBeInTheDocument();

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Full Name/ }), 'Sara Ali');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'sara@example.com');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Phone/ }), '+1 555 0100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Student' }));

    expect(await screen.findByText(adminStudentMessages.added)).toBeInTheDocument();
    expect(sentJson(fetchMock, '/api/admin/students')).toEqual({
      fullName: 'Sara Ali',
      email: 'sara@example.com',
      phone: '+1 555 0100',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Student' })).not.toBeInTheDocument());
  });

  it('keeps what was typed for a new family while the other choice is looked at', async () => {
    serve({});
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Full Name/ }), 'Sara Ali');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Add to an existing family' }));
    expect(within(dialog).queryByRole('textbox', { name: /Email/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Full Name/ })).toHaveValue('');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'New family (new account)' }));
    expect(within(dialog).getByRole('textbox', { name: /Full Name/ })).toHaveValue('Sara Ali');
  });

  it('adds a learner to the family of the student chosen, says so with a link, and closes', async () => {
    const fetchMock = serve({ family: () => json(hana, 201) });
    const user = userEvent.setup();
    const dialog = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Add to an existing family' }));
    await user.type(within(dialog).getByRole('searchbox', { name: /Find the family/ }), 'Amina');

    // The matches: the holder (no parent line) and her son (his parent named), each with the e-mail.
    const holder = await within(dialog).findByRole('radio', { name: 'Amina Yusuf, amina@example.com' });
    const child = within(dialog).getByRole('radio', { name: 'Yusuf Ahmed, Parent: Amina Yusuf, amina@example.com' });
    expect(within(dialog).getByText('Parent: Amina Yusuf')).toBeVisible();
    expect(within(dialog).getByRole('group', { name: 'Student of the family' })).toBeInTheDocument();

    // Chosen by keyboard: the list is one Tab stop (its first) while nothing is chosen, the arrows move in it.
    expect(holder).not.toHaveAttribute('tabindex');
    expect(child).toHaveAttribute('tabindex', '-1');
    holder.focus();
    await user.keyboard('{ArrowDown}');
    expect(child).toBeChecked();
    expect(dialog).toHaveTextContent("The learner joins Amina Yusuf's account (amina@example.com)");

    await user.type(within(dialog).getByRole('textbox', { name: /Full Name/ }), ' Hana Ahmed ');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Age Group/ }), 'child');
    await user.click(within(dialog).getByRole('button', { name: 'Add to Family' }));

    expect(await screen.findByText('Learner added')).toBeInTheDocument();
    expect(sentJson(fetchMock, FAMILY)).toEqual({ fullName: 'Hana Ahmed', ageGroup: 'child' });
    expect(screen.getByText(/Hana Ahmed is on Amina Yusuf's account/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Open Hana Ahmed's page" })).toHaveAttribute(
      'href',
      `/admin/students/${NEW}`,
    );
    // No account was made.
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts.map(([input]) => String(input))).toEqual([expect.stringContaining(FAMILY)]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Student' })).not.toBeInTheDocument());
  });

  it('asks for the family before sending anything, at the search field', async () => {
    const fetchMock = serve({ family: () => json(hana, 201) });
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Add to an existing family' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Full Name/ }), 'Hana Ahmed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to Family' }));

    const search = within(dialog).getByRole('searchbox', { name: /Find the family/ });
    expect(await within(dialog).findByText(chooseFamilyMessage)).toBeInTheDocument();
    expect(search).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(search).toHaveFocus());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('says at the name when the family already has a learner of that name, keeping the choice and input', async () => {
    serve({ family: () => json({ error: { code: 'CONFLICT', message: learnerMessages.sameName } }, 409) });
    const dialog = await openDialog();
    await chooseYusuf(dialog);
    const name = within(dialog).getByRole('textbox', { name: /Full Name/ });
    await userEvent.type(name, 'Yusuf Ahmed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to Family' }));

    expect(await within(dialog).findByText(learnerMessages.sameName)).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveValue('Yusuf Ahmed');
    expect(within(dialog).getByRole('radio', { name: /^Yusuf Ahmed, Parent/ })).toBeChecked();
    expect(screen.queryByText('Learner added')).not.toBeInTheDocument();
  });

  it('says in the dialog when the family is full', async () => {
    serve({ family: () => json({ error: { code: 'CONFLICT', message: learnerMessages.tooMany } }, 409) });
    const dialog = await openDialog();
    await chooseYusuf(dialog);
    const name = within(dialog).getByRole('textbox', { name: /Full Name/ });
    await userEvent.type(name, 'Hana Ahmed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to Family' }));

    const alert = await within(dialog).findByRole('group', { name: 'Error' });
    expect(alert).toHaveTextContent(learnerMessages.tooMany);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(name).toHaveValue('Hana Ahmed');
  });
});
