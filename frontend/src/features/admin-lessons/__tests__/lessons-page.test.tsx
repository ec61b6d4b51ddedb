import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lessonMessages, type Lesson } from '@app/shared/lessons/lessons';
import { loadConfig } from '../../../config/env';
import { me, studentProfile } from '../../../testing/fixtures';
import { json, renderAt, sentJson, stubServer, testConfig } from '../../../testing/render';
import { LessonsPage } from '../components/lessons-page';
import { courseFixture, lessonFixture, tutorFixture } from './fixtures';

vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: async () => ({ tokens: { idToken: { toString: () => 'id-token' } } }),
  signIn: vi.fn(),
  signOut: vi.fn(async () => {}),
}));

type Answer = () => Response | Promise<Response>;

const yusuf = lessonFixture();
const sara = lessonFixture({
  id: 'les2',
  studentId: 's2',
  learnerName: 'Sara Ali',
  holderName: null,
  courseId: 'c2',
  courseTitle: 'Arabic Grammar',
  quranCourse: false,
  tutorId: 't1',
  tutorName: 'Khadija Omar',
  state: 'upcoming',
  startTime: '2026-03-05T09:00:00.000Z',
  endTime: '2026-03-05T10:00:00.000Z',
});

/** Where the page's address is now (the filters live in it). */
function Address() {
  const location = useLocation();
  return <output aria-label="address">{location.pathname + location.search}</output>;
}

/** The lessons screen: its reads, and `routes` keyed by method and path ('POST /api/…'). */
function serve(path: string, routes: Record<string, Answer> = {}, lessons: Lesson[] = [yusuf, sara]) {
  const reads = stubServer({
    '/api/me': () => json(me('admin')),
    '/api/admin/lessons': () => json({ items: lessons }),
    '/api/admin/tutors': () =>
      json({ items: [tutorFixture('t1', 'Khadija Omar'), tutorFixture('t2', 'Bilal Hassan', { status: 'inactive' })] }),
    '/api/admin/courses': () =>
      json({
        items: [courseFixture('c1', 'Quran Memorisation'), courseFixture('c2', 'Arabic Grammar')],
        nextCursor: null,
      }),
    '/api/admin/students': () =>
      json({
        items: [studentProfile({ id: 's9', fullName: 'Hana Ahmed', email: 'hana@example.com' })],
        nextCursor: null,
      }),
  });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const answer = routes[`${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}`];
    return answer ? answer() : reads(input, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  renderAt(
    <>
      <LessonsPage />
      <Address />
    </>,
    path,
  );
  return fetchMock;
}

/** The query of every GET /api/admin/lessons the page sent, in order. */
const listQueries = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/admin/lessons')
    .map((url) => Object.fromEntries(url.searchParams));

const posts = (fetchMock: ReturnType<typeof serve>, path: string) =>
  fetchMock.mock.calls.filter(([input, init]) => String(input).endsWith(path) && init?.method === 'POST');

describe('LessonsPage', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    // Wednesday 4 March 2026, noon, in the viewer's own zone: only the clock is fixed.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 4, 12, 0));
    vi.stubGlobal('fetch', stubServer({ '/config.json': () => json(testConfig) }));
    await loadConfig();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('lists the lessons: learner and parent, tutor or "Needs a tutor", course, join link and state', async () => {
    serve('/admin/lessons');
    const table = await screen.findByRole('table', { name: 'Lessons' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Yusuf Ahmed');
    expect(first).toHaveTextContent('Parent: Amina Yusuf');
    expect(within(first!).getByText('Needs a tutor')).toBeInTheDocument();
    expect(first).toHaveTextContent('Awaiting attendance');
    expect(first).toHaveTextContent('45 min');
    expect(first).toHaveTextContent(/Learner's time: .*\(Asia\/Riyadh\)/);
    expect(within(first!).getByRole('link', { name: /Join link/ })).toHaveAttribute(
      'href',
      'https://meet.example.com/abc',
    );
    expect(within(first!).getByRole('link', { name: /2026/ })).toHaveAttribute('href', '/admin/lessons/les1');
    expect(within(first!).getByRole('button', { name: /^Assign tutor: Yusuf Ahmed/ })).toBeInTheDocument();
    expect(second).toHaveTextContent('Khadija Omar');
    expect(second).toHaveTextContent('Upcoming');
    expect(second).not.toHaveTextContent('Parent:');
    expect(within(second!).queryByRole('button', { name: /^Mark attendance/ })).not.toBeInTheDocument();
    expect(screen.getByText('2 lessons')).toBeInTheDocument();
  });

  it('says when no lesson matches', async () => {
    serve('/admin/lessons', {}, []);
    expect(await screen.findByText('No lessons match these filters')).toBeInTheDocument();
  });

  it('asks for today by default, from midnight to midnight in the viewer’s zone', async () => {
    const fetchMock = serve('/admin/lessons');
    await screen.findByRole('table', { name: 'Lessons' });
    expect(listQueries(fetchMock)[0]).toEqual({
      from: new Date(2026, 2, 4).toISOString(),
      to: new Date(2026, 2, 5).toISOString(),
    });
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('sends the filters of the address, and keeps each change in it', async () => {
    const fetchMock = serve('/admin/lessons?range=week&tutorId=none&state=awaiting_attendance');
    await screen.findByRole('table', { name: 'Lessons' });
    expect(listQueries(fetchMock)[0]).toEqual({
      from: new Date(2026, 2, 2).toISOString(),
      to: new Date(2026, 2, 9).toISOString(),
      tutorId: 'none',
      state: 'awaiting_attendance',
    });
    expect(screen.getByRole('combobox', { name: 'Tutor' })).toHaveValue('none');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Course' }), 'c2');
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toMatchObject({ courseId: 'c2', tutorId: 'none' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Learner' }), 'Hana');
    await userEvent.click(await screen.findByRole('button', { name: 'Hana Ahmed, hana@example.com' }));
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toMatchObject({ courseId: 'c2', studentId: 's9' }));
    expect(screen.getByText('Hana Ahmed')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(
      '/admin/lessons?range=week&tutorId=none&courseId=c2&studentId=s9&state=awaiting_attendance',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Clear learner' }));
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).not.toHaveProperty('studentId'));
  });

  it('shows a custom range of days, and refuses more than 62 days with the API’s message', async () => {
    const fetchMock = serve('/admin/lessons');
    await screen.findByRole('table', { name: 'Lessons' });
    await userEvent.click(screen.getByRole('button', { name: 'Custom' }));
    const from = await screen.findByLabelText('From day');
    const to = screen.getByLabelText('To day (included)');
    expect(from).toHaveValue('2026-03-04');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-03-01');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-06-30');
    await userEvent.click(screen.getByRole('button', { name: 'Show Lessons' }));
    const form = screen.getByRole('form', { name: 'Custom range' });
    expect(await within(form).findByText(lessonMessages.rangeTooLong)).toBeInTheDocument();

    await userEvent.clear(to);
    await userEvent.type(to, '2026-03-10');
    await userEvent.click(screen.getByRole('button', { name: 'Show Lessons' }));
    await waitFor(() =>
      expect(listQueries(fetchMock).at(-1)).toEqual({
        from: new Date(2026, 2, 1).toISOString(),
        to: new Date(2026, 2, 11).toISOString(),
      }),
    );
  });

  it('records attendance with the outcome chosen, saying a tutor’s absence returns the session', async () => {
    const fetchMock = serve('/admin/lessons', {
      'POST /api/admin/lessons/les1/attendance': () => json({ ...yusuf, attendance: 'tutor_no_show' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Mark attendance: Yusuf Ahmed/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark Attendance' });
    expect(within(dialog).getByText(/Tutor absent or cancelled: the session\s+returns/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record Attendance' }));
    expect(await within(dialog).findByText(lessonMessages.outcome)).toBeInTheDocument();
    expect(posts(fetchMock, '/attendance')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Tutor absent or cancelled' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record Attendance' }));
    expect(await screen.findByText(lessonMessages.recorded)).toBeInTheDocument();
    expect(sentJson(fetchMock, '/api/admin/lessons/les1/attendance')).toEqual({ outcome: 'tutor_no_show' });
  });

  it('shows the server’s refusal of an attendance in the dialog', async () => {
    serve('/admin/lessons', {
      'POST /api/admin/lessons/les1/attendance': () =>
        json({ error: { code: 'CONFLICT', message: lessonMessages.final } }, 409),
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Mark attendance: Yusuf Ahmed/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark Attendance' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Attended' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record Attendance' }));
    expect(await within(dialog).findByText(lessonMessages.final)).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Attended' })).toBeChecked();
  });

  it('cancels for the school only with a reason, which is sent', async () => {
    const fetchMock = serve('/admin/lessons', {
      'POST /api/admin/lessons/les2/cancellation': () => json({ ...sara, state: 'canceled_by_school' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Cancel for the school: Sara Ali/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Lesson for the School' });
    expect(
      within(dialog).getByText(/session returns to the learner's balance, and the learner is e-mailed/),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Lesson' }));
    expect(await within(dialog).findByText(lessonMessages.reason)).toBeInTheDocument();
    expect(posts(fetchMock, '/cancellation')).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Our tutor is ill today.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Lesson' }));
    expect(await screen.findByText(lessonMessages.canceledBySchool)).toBeInTheDocument();
    expect(sentJson(fetchMock, '/api/admin/lessons/les2/cancellation')).toEqual({ reason: 'Our tutor is ill today.' });
  });

  it('assigns an active tutor to a lesson that needs one', async () => {
    const fetchMock = serve('/admin/lessons', {
      'PUT /api/admin/lessons/les1/tutor': () => json({ ...yusuf, tutorId: 't1', tutorName: 'Khadija Omar' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Assign tutor: Yusuf Ahmed/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Tutor' });
    const select = within(dialog).getByRole('combobox', { name: /Tutor/ });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2));
    await userEvent.selectOptions(select, 't1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign Tutor' }));
    expect(await screen.findByText('Tutor assigned')).toBeInTheDocument();
    expect(sentJson(fetchMock, '/api/admin/lessons/les1/tutor', 'PUT')).toEqual({ tutorId: 't1' });
  });

  it('exports the CSV of the same filters', async () => {
    const csv = 'start,learner\n2026-03-03T15:00:00Z,Yusuf Ahmed\n';
    const fetchMock = serve('/admin/lessons?range=week&tutorId=t1', {
      'GET /api/admin/lessons/export': () =>
        new Response(csv, { status: 200, headers: { 'content-type': 'text/csv' } }),
    });
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:lessons');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    await screen.findByRole('table', { name: 'Lessons' });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(clicked).toHaveLength(1));
    const exportCall = fetchMock.mock.calls.find(([input]) => String(input).includes('/api/admin/lessons/export'))!;
    expect(Object.fromEntries(new URL(String(exportCall[0])).searchParams)).toEqual(listQueries(fetchMock)[0]);
    expect(await createObjectURL.mock.calls[0]![0].text()).toBe(csv);
    expect(clicked[0]!.download).toBe('lessons-2026-03-04.csv');
  });
});
