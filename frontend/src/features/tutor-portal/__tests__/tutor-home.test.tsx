import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../config/env';
import { sentBodies, stubApi } from '../../../testing/api-stub';
import { lessonFixture } from '../../../testing/lesson-fixtures';
import { json, renderAt, testConfig } from '../../../testing/render';
import { TutorHomePage } from '../components/tutor-home-page';
import { homeRange, splitByDay } from '../lesson-days';

vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: async () => ({ tokens: { idToken: { toString: () => 'id-token' } } }),
  signIn: vi.fn(),
  signOut: vi.fn(async () => {}),
}));

/** Noon on Monday 2 March 2026, by the test machine's clock. */
const NOON = new Date(2026, 2, 2, 12, 0);
const at = (day: number, hour: number, minute = 0) => new Date(2026, 2, day, hour, minute).toISOString();

const lessons = [
  lessonFixture({ id: 'today-later', startTime: at(2, 15), joinUrl: 'https://meet.example.com/today' }),
  lessonFixture({
    id: 'today-started',
    learnerName: 'Maryam Ali',
    startTime: at(2, 11, 30),
    state: 'awaiting_attendance',
    joinUrl: null,
  }),
  lessonFixture({ id: 'yesterday', learnerName: 'Omar Said', startTime: at(1, 17), state: 'awaiting_attendance' }),
  lessonFixture({ id: 'tomorrow', courseTitle: 'Arabic for Beginners', quranCourse: false, startTime: at(3, 10) }),
];

function serve(items = lessons, feed: { url: string | null } = { url: null }) {
  let current = feed;
  const fetchMock = stubApi({
    'GET /config.json': () => json(testConfig),
    'GET /api/tutor/lessons': () => json({ items }),
    'GET /api/tutor/calendar-feed': () => json(current),
    'POST /api/tutor/calendar-feed': () => {
      current = { url: 'https://tutoring.example/api/calendar/new-secret-token' };
      return json(current);
    },
    'POST /api/tutor/calendar-feed/revocation': () => {
      current = { url: null };
      return new Response(null, { status: 204 });
    },
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('the tutor home', () => {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOON);
    serve();
    await loadConfig();
  });
  afterEach(() => vi.useRealTimers());

  it("asks for the tutor's days, by the tutor's own clock", async () => {
    const fetchMock = serve();
    renderAt(<TutorHomePage />, '/tutor');
    await screen.findByRole('heading', { name: /^Today/ });
    const asked = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
    const list = asked.find((url) => url.pathname === '/api/tutor/lessons')!;
    expect(list.searchParams.get('from')).toBe(new Date(2026, 1, 16).toISOString());
    expect(list.searchParams.get('to')).toBe(new Date(2026, 2, 17).toISOString());
    expect(homeRange(NOON)).toEqual({ from: list.searchParams.get('from'), to: list.searchParams.get('to') });
  });

  it("lists today's and the coming lessons with their join links, and highlights those to record", async () => {
    renderAt(<TutorHomePage />, '/tutor');
    const today = (await screen.findByRole('heading', { name: /^Today/ })).closest('section')!;
    const join = within(today).getByRole('link', { name: /^Join.*Yusuf Ali, Quran Memorisation/ });
    expect(join).toHaveAttribute('href', 'https://meet.example.com/today');
    expect(join).toHaveAttribute('target', '_blank');
    expect(within(today).getByText('Upcoming')).toBeInTheDocument();
    const record = within(today).getByRole('link', { name: /^Record attendance.*Maryam Ali/ });
    expect(record).toHaveAttribute('href', '/tutor/lessons/today-started');
    expect(within(today).getByText('Awaiting attendance')).toBeInTheDocument();
    // Started lessons come first: the day's lessons are in start order.
    const rows = within(today).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Maryam Ali');

    const overdue = screen.getByRole('heading', { name: 'Attendance still to record' }).closest('section')!;
    expect(within(overdue).getByRole('link', { name: /^Record attendance.*Omar Said/ })).toHaveAttribute(
      'href',
      '/tutor/lessons/yesterday',
    );
    const upcoming = screen.getByRole('heading', { name: 'Upcoming (next 14 days)' }).closest('section')!;
    expect(within(upcoming).getByText('Arabic for Beginners')).toBeInTheDocument();
    expect(within(upcoming).getByRole('link', { name: /^Open lesson/ })).toHaveAttribute(
      'href',
      '/tutor/lessons/tomorrow',
    );
  });

  it('says plainly when there is nothing today or ahead', async () => {
    serve([]);
    renderAt(<TutorHomePage />, '/tutor');
    expect(await screen.findByText('No lessons today.')).toBeInTheDocument();
    expect(screen.getByText('No lessons in the next 14 days.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Attendance still to record' })).not.toBeInTheDocument();
  });

  it('makes, shows and stops the calendar feed', async () => {
    const fetchMock = serve([]);
    renderAt(<TutorHomePage />, '/tutor');
    await userEvent.click(await screen.findByRole('button', { name: 'Create link' }));
    const address = await screen.findByRole('textbox', { name: 'Your calendar link' });
    expect(address).toHaveValue('https://tutoring.example/api/calendar/new-secret-token');
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New link (stops the old one)' })).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/tutor/calendar-feed')).toEqual([{}]);

    await userEvent.click(screen.getByRole('button', { name: 'Stop the feed' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop the feed' }));
    expect(await screen.findByText('There is no calendar link yet.')).toBeInTheDocument();
    await waitFor(() => expect(sentBodies(fetchMock, 'POST', '/api/tutor/calendar-feed/revocation')).toEqual([{}]));
  });
});

describe('splitByDay', () => {
  it("keeps only earlier days' lessons still awaiting attendance, and each list in start order", () => {
    const split = splitByDay(
      [
        ...lessons,
        lessonFixture({ id: 'old-attended', startTime: at(1, 9), state: 'attended' }),
        lessonFixture({ id: 'far', startTime: at(20, 9) }),
      ],
      NOON,
    );
    expect(split.overdue.map((lesson) => lesson.id)).toEqual(['yesterday']);
    expect(split.today.map((lesson) => lesson.id)).toEqual(['today-started', 'today-later']);
    expect(split.upcoming.map((lesson) => lesson.id)).toEqual(['tomorrow']);
  });
});
