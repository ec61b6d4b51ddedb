import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '@app/shared/auth/schemas';
import type { LearnerProgress } from '@app/shared/lessons/lessons';
import { loadConfig } from '../../../config/env';
import { stubApi } from '../../../testing/api-stub';
import { family, me } from '../../../testing/fixtures';
import { lessonFixture, noteFixture } from '../../../testing/lesson-fixtures';
import { json, renderAt, testConfig } from '../../../testing/render';
import { StudentLessonsPage } from '../components/lessons-page';
import { StudentProgressPage } from '../components/progress-page';

vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: async () => ({ tokens: { idToken: { toString: () => 'id-token' } } }),
  signIn: vi.fn(),
  signOut: vi.fn(async () => {}),
}));

const DAY = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const next = lessonFixture({ id: 'next', startTime: daysFromNow(2) });
const lastWeek = lessonFixture({
  id: 'last-week',
  startTime: daysFromNow(-7),
  state: 'attended',
  attendance: 'attended',
  note: noteFixture(),
});
const older = lessonFixture({
  id: 'older',
  startTime: daysFromNow(-30),
  state: 'learner_no_show',
  attendance: 'learner_no_show',
  note: noteFixture({ covered: 'The letters of the Qaida, page 4.', quran: null, pages: null, tajweed: '' }),
});

function serve(account: Me, extra: Parameters<typeof stubApi>[0] = {}) {
  const fetchMock = stubApi({
    'GET /config.json': () => json(testConfig),
    'GET /api/me': () => json(account),
    'GET /api/me/lessons': () => json({ items: [next, lastWeek], nextCursor: 'page-2' }),
    'GET /api/me/lessons?learnerId=l2': () => json({ items: [next, lastWeek], nextCursor: 'page-2' }),
    'GET /api/me/lessons?learnerId=u1&cursor=page-2': () => json({ items: [older], nextCursor: null }),
    'GET /api/me/lessons?learnerId=l2&cursor=page-2': () => json({ items: [older], nextCursor: null }),
    'GET /api/me/calendar-feed': () => json({ url: null }),
    ...extra,
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('All lessons', () => {
  beforeEach(async () => {
    serve(me('student'));
    await loadConfig();
  });

  it("shows upcoming and past lessons with the tutors' notes and pages, and loads more", async () => {
    serve(me('student'));
    renderAt(<StudentLessonsPage />, '/student/lessons');
    expect(await screen.findByRole('heading', { level: 1, name: 'All lessons' })).toBeInTheDocument();

    const upcoming = (await screen.findByRole('heading', { name: 'Upcoming' })).closest('section')!;
    expect(within(upcoming).getAllByRole('listitem')).toHaveLength(1);
    expect(within(upcoming).getByText(/with Ustadh Khalid/)).toBeInTheDocument();

    const past = screen.getByRole('heading', { name: 'Past and cancelled' }).closest('section')!;
    expect(within(past).getByText('Attended')).toBeInTheDocument();
    expect(within(past).getByText(noteFixture().covered)).toBeInTheDocument();
    expect(within(past).getByText(noteFixture().homework)).toBeInTheDocument();
    expect(within(past).getByText('Al-Mulk 1–15')).toBeInTheDocument();
    expect(within(past).getByText('Pages memorised')).toBeInTheDocument();
    expect(within(past).getByText('2')).toBeInTheDocument();
    expect(within(past).getByText(noteFixture().tajweed)).toBeInTheDocument();
    expect(screen.queryByText('The letters of the Qaida, page 4.')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(past).findByText('The letters of the Qaida, page 4.')).toBeInTheDocument();
    expect(within(past).getByText('Learner did not come')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Calendar feed' })).toBeInTheDocument();
  });

  it('reads the lessons of the learner chosen in the address', async () => {
    const fetchMock = serve(family());
    renderAt(<StudentLessonsPage />, '/student/lessons?learner=l2');
    expect(await screen.findByRole('heading', { level: 1, name: "All of Yusuf Ali's lessons" })).toBeInTheDocument();
    await screen.findByText(noteFixture().covered);
    const asked = fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('/api/me/lessons'));
    expect(asked.every((url) => url.includes('learnerId=l2'))).toBe(true);
    expect(screen.getByRole('link', { name: 'See the progress' })).toHaveAttribute(
      'href',
      '/student/progress?learner=l2',
    );
  });

  it('says so when there are no lessons yet', async () => {
    serve(me('student'), { 'GET /api/me/lessons': () => json({ items: [], nextCursor: null }) });
    renderAt(<StudentLessonsPage />, '/student/lessons');
    expect(await screen.findByText(/^No lessons yet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});

const progress: LearnerProgress = {
  learnerId: 'u1',
  learnerName: 'Sara Ali',
  courses: [
    {
      courseId: 'c1',
      courseTitle: 'Quran Memorisation',
      quranCourse: true,
      attended: 6,
      learnerNoShows: 1,
      upcoming: 2,
      firstLessonAt: '2026-01-05T15:00:00Z',
      lastLessonAt: '2026-03-01T15:00:00Z',
      latestRange: { surah: 67, fromAyah: 1, toAyah: 15, at: '2026-03-01T15:00:00Z' },
      pagesMemorised: 9,
      notes: [
        { ...noteFixture(), lessonId: 'last-week', startTime: '2026-03-01T15:00:00Z', tutorName: 'Ustadh Khalid' },
      ],
    },
  ],
};

describe('Progress', () => {
  beforeEach(async () => {
    serve(me('student'));
    await loadConfig();
  });

  it('shows each course: attendance, the latest range, pages memorised and the notes over time', async () => {
    serve(me('student'), { 'GET /api/me/progress': () => json(progress) });
    renderAt(<StudentProgressPage />, '/student/progress');
    const course = (await screen.findByRole('heading', { name: 'Quran Memorisation' })).closest('section')!;
    expect(within(course).getByText('Lessons attended').nextSibling).toHaveTextContent('6');
    expect(within(course).getByText('Missed (did not come)').nextSibling).toHaveTextContent('1');
    expect(within(course).getByText('Latest memorised').nextSibling).toHaveTextContent(/^Al-Mulk 1–15 \(/);
    expect(within(course).getByText('Pages memorised in all').nextSibling).toHaveTextContent('9');
    const notes = within(course).getByRole('heading', { name: 'Notes over time' }).parentElement!;
    expect(within(notes).getByText(noteFixture().covered)).toBeInTheDocument();
    expect(within(notes).getByText(/Ustadh Khalid/)).toBeInTheDocument();
  });
});
