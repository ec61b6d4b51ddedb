import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TutorAccount } from '@app/shared/tutors/schemas';
import { tutorMessages } from '@app/shared/tutors/schemas';
import { loadConfig } from '../../../config/env';
import { me } from '../../../testing/fixtures';
import { json, renderAt, sentJson, stubServer, testConfig } from '../../../testing/render';
import { TutorsPage } from '../components/tutors-page';

vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: async () => ({ tokens: { idToken: { toString: () => 'id-token' } } }),
  signIn: vi.fn(),
  signOut: vi.fn(async () => {}),
}));

const tutor = (id: string, name: string, overrides: Partial<TutorAccount> = {}): TutorAccount => ({
  id,
  name,
  email: `${id}@example.com`,
  bio: '',
  photoUrl: null,
  languages: ['Arabic', 'English'],
  teachesSisters: true,
  teachesChildren: false,
  showOnAbout: true,
  status: 'active',
  createdAt: '2026-01-05T10:00:00Z',
  version: 2,
  ...overrides,
});

const course = (id: string, title: string) => ({
  id,
  title,
  shortDescription: '',
  level: 'beginner',
  category: 'Quran',
  coverPhoto: '',
  isPublished: true,
  moduleCount: 1,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  version: 1,
});

const khadija = tutor('t1', 'Khadija Omar');
const bilal = tutor('t2', 'Bilal Hassan', { status: 'inactive', teachesSisters: false, languages: [] });

type Answer = () => Response | Promise<Response>;

/** The page's reads, and `routes` keyed by method and path ('POST /api/admin/tutors'). */
function serve(routes: Record<string, Answer> = {}, tutors = [khadija, bilal]) {
  const reads = stubServer({
    '/api/me': () => json(me('admin')),
    '/api/admin/tutors': () => json({ items: tutors }),
    '/api/admin/courses': () => json({ items: [course('c1', 'Tajweed Basics')], nextCursor: null }),
    '/api/admin/courses/c1/tutor': () => json({ courseId: 'c1', tutorId: null }),
  });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const answer = routes[`${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}`];
    return answer ? answer() : reads(input, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  renderAt(<TutorsPage />, '/admin/tutors');
  return fetchMock;
}

const requests = (fetchMock: ReturnType<typeof serve>, method: string, path: string) =>
  fetchMock.mock.calls.filter(([input, init]) => String(input).endsWith(path) && (init?.method ?? 'GET') === method);

describe('TutorsPage', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    vi.stubGlobal('fetch', stubServer({ '/config.json': () => json(testConfig) }));
    await loadConfig();
  });

  it('lists the tutors: e-mail, languages, whom they teach, About page and status', async () => {
    serve();
    const table = await screen.findByRole('table', { name: 'Tutors' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Khadija Omar');
    expect(first).toHaveTextContent('t1@example.com');
    expect(first).toHaveTextContent('Arabic, English');
    expect(first).toHaveTextContent('Sisters');
    expect(first).toHaveTextContent('Shown');
    expect(within(first!).getByText('Active')).toBeInTheDocument();
    expect(within(second!).getByText('Inactive')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Edit Bilal Hassan' })).toBeInTheDocument();
  });

  it('says when there are no tutors yet', async () => {
    serve({}, []);
    expect(await screen.findByText(tutorMessages.empty)).toBeInTheDocument();
  });

  it('shows each field’s message on a failed Add and sends nothing', async () => {
    const fetchMock = serve();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Tutor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Tutor' });
    expect(within(dialog).getByText(/At least 8 characters, with upper- and lower-case letters/)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'K');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Photo URL/ }), 'http://example.com/k.jpg');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Tutor' }));

    expect(await within(dialog).findByText(tutorMessages.nameMin)).toBeInTheDocument();
    expect(within(dialog).getByText(tutorMessages.passwordRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(tutorMessages.photoUrl)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveValue('K');
    expect(requests(fetchMock, 'POST', '/api/admin/tutors')).toHaveLength(0);
  });

  it('adds a tutor, the languages as a list, and says how they sign in', async () => {
    const fetchMock = serve({ 'POST /api/admin/tutors': () => json(tutor('t3', 'Maryam Ali'), 201) });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Tutor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Tutor' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Maryam Ali');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'maryam@example.com');
    await userEvent.type(within(dialog).getByLabelText(/Temporary password/), 'Secret123');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Languages/ }), 'Arabic, English, ');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Teaches children' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Tutor' }));

    expect(await screen.findByText(tutorMessages.created)).toBeInTheDocument();
    expect(sentJson(fetchMock, '/api/admin/tutors')).toEqual({
      name: 'Maryam Ali',
      email: 'maryam@example.com',
      password: 'Secret123',
      bio: '',
      languages: ['Arabic', 'English'],
      teachesSisters: false,
      teachesChildren: true,
      showOnAbout: true,
    });
  });

  it('keeps what was typed when someone else saved the tutor first, and says so', async () => {
    const fetchMock = serve({
      'PUT /api/admin/tutors/t1': () =>
        json({ error: { code: 'CONFLICT', message: tutorMessages.changedMeanwhile } }, 409),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Khadija Omar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Tutor' });
    expect(within(dialog).getByRole('textbox', { name: /Languages/ })).toHaveValue('Arabic, English');
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Khadija Omar Farouk');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Status/ }), 'inactive');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await within(dialog).findByText(tutorMessages.changedMeanwhile)).toBeInTheDocument();
    expect(name).toHaveValue('Khadija Omar Farouk');
    expect(within(dialog).getByRole('combobox', { name: /Status/ })).toHaveValue('inactive');
    expect(sentJson(fetchMock, '/api/admin/tutors/t1', 'PUT')).toMatchObject({
      name: 'Khadija Omar Farouk',
      status: 'inactive',
      version: 2,
    });
  });

  it('saves a course’s fallback tutor, offering only active tutors', async () => {
    const fetchMock = serve({ 'PUT /api/admin/courses/c1/tutor': () => json({ courseId: 'c1', tutorId: 't1' }) });
    const card = await screen.findByRole('region', { name: 'Fallback tutor per course' });
    expect(within(card).getByText(/go to the course's fallback tutor/)).toBeInTheDocument();
    const select = await within(card).findByRole('combobox', { name: 'Tajweed Basics' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['None', 'Khadija Omar']);
    await userEvent.selectOptions(select, 't1');
    await userEvent.click(within(card).getByRole('button', { name: 'Save the fallback tutor of Tajweed Basics' }));

    expect(await screen.findByText('Fallback tutor saved')).toBeInTheDocument();
    await waitFor(() => expect(sentJson(fetchMock, '/api/admin/courses/c1/tutor', 'PUT')).toEqual({ tutorId: 't1' }));
  });
});
