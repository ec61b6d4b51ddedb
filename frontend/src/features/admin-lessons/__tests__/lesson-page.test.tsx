import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { lessonMessages, type LessonDetail } from '@app/shared/lessons/lessons';
import { loadConfig } from '../../../config/env';
import { me } from '../../../testing/fixtures';
import { json, renderAt, sentJson, stubServer, testConfig } from '../../../testing/render';
import { LessonPage } from '../components/lesson-page';
import { learnerTime } from '../lesson-time';
import { lessonFixture, tutorFixture } from './fixtures';

vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: async () => ({ tokens: { idToken: { toString: () => 'id-token' } } }),
  signIn: vi.fn(),
  signOut: vi.fn(async () => {}),
}));

const lesson = lessonFixture({
  tutorId: 't1',
  tutorName: 'Khadija Omar',
  state: 'attended',
  attendance: 'attended',
  note: {
    covered: 'Revised Al-Mulk.',
    homework: '',
    quran: { surah: 67, fromAyah: 1, toAyah: 10 },
    pages: null,
    tajweed: '',
    writtenBy: 'Khadija Omar',
    writtenAt: '2026-03-03T16:00:00.000Z',
  },
});

const detail: LessonDetail = {
  lesson,
  history: [
    { at: '2026-03-01T10:00:00.000Z', kind: 'booked', by: 'Scheduling service', detail: 'Booked for Mar 3' },
    { at: '2026-03-03T15:50:00.000Z', kind: 'attendance', by: 'Khadija Omar', detail: 'Attended' },
  ],
  ledger: [
    {
      id: 'l1',
      studentId: 's1',
      courseId: 'c1',
      type: 'booking',
      amount: -1,
      packageRequestId: null,
      bookingId: 'les1',
      by: 'Booking',
      notes: 'Session on 2026-03-03',
      createdAt: '2026-03-01T10:00:00.000Z',
      createdBy: 'scheduling-webhook',
    },
  ],
};

function serve(note: () => Response) {
  const reads = stubServer({
    '/api/me': () => json(me('admin')),
    '/api/admin/lessons/les1': () => json(detail),
    '/api/admin/tutors': () => json({ items: [tutorFixture('t1', 'Khadija Omar')] }),
  });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    init?.method === 'PUT' && String(input).endsWith('/api/admin/lessons/les1/note') ? note() : reads(input, init),
  );
  vi.stubGlobal('fetch', fetchMock);
  renderAt(
    <Routes>
      <Route path="/admin/lessons/:lessonId" element={<LessonPage />} />
    </Routes>,
    '/admin/lessons/les1',
  );
  return fetchMock;
}

describe('LessonPage', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    vi.stubGlobal('fetch', stubServer({ '/config.json': () => json(testConfig) }));
    await loadConfig();
  });

  it('shows the lesson, its history and balance moves, with links to the lessons and the student', async () => {
    serve(() => json(lesson));
    expect(await screen.findByRole('heading', { name: 'Yusuf Ahmed: Quran Memorisation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to Lessons' })).toHaveAttribute('href', '/admin/lessons');
    expect(screen.getByRole('link', { name: 'Yusuf Ahmed' })).toHaveAttribute('href', '/admin/students/s1');
    expect(screen.getByRole('link', { name: 'Progress' })).toHaveAttribute('href', '/admin/students/s1/progress');
    const details = screen.getByRole('region', { name: 'Details' });
    expect(details).toHaveTextContent('Khadija Omar');
    expect(details).toHaveTextContent('Parent: Amina Yusuf');
    expect(within(details).getByRole('button', { name: 'Change attendance' })).toBeInTheDocument();
    expect(within(details).getByRole('button', { name: 'Change tutor' })).toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Cancel for the school' })).not.toBeInTheDocument();

    const history = within(screen.getByRole('region', { name: 'History' })).getAllByRole('listitem');
    expect(history[0]).toHaveTextContent('Booked');
    expect(history[0]).toHaveTextContent('Scheduling service');
    expect(history[1]).toHaveTextContent('Attendance');
    const ledger = screen.getByRole('table', { name: 'Balance moves of this lesson' });
    expect(ledger).toHaveTextContent('−1');
    expect(ledger).toHaveTextContent('Session on 2026-03-03');
  });

  it('saves the note of a Quran lesson, checking the ayahs against the surah', async () => {
    const fetchMock = serve(() => json(lesson));
    const form = await screen.findByRole('form', { name: 'Lesson note' });
    expect(within(form).getByRole('textbox', { name: /What the lesson covered/ })).toHaveValue('Revised Al-Mulk.');
    expect(within(form).getByRole('combobox', { name: /Surah/ })).toHaveValue('67');
    await userEvent.clear(within(form).getByRole('spinbutton', { name: 'To ayah' }));
    await userEvent.type(within(form).getByRole('spinbutton', { name: 'To ayah' }), '31');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Note' }));
    expect(await within(form).findByText(lessonMessages.ayah)).toBeInTheDocument();

    await userEvent.clear(within(form).getByRole('spinbutton', { name: 'To ayah' }));
    await userEvent.type(within(form).getByRole('spinbutton', { name: 'To ayah' }), '15');
    await userEvent.type(within(form).getByRole('spinbutton', { name: /Pages memorised/ }), '1');
    await userEvent.type(within(form).getByRole('textbox', { name: /Tajweed/ }), 'Watch the ghunnah.');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Note' }));
    expect(await screen.findByText(lessonMessages.noteSaved)).toBeInTheDocument();
    expect(sentJson(fetchMock, '/api/admin/lessons/les1/note', 'PUT')).toEqual({
      covered: 'Revised Al-Mulk.',
      homework: '',
      quran: { surah: 67, fromAyah: 1, toAyah: 15 },
      pages: 1,
      tajweed: 'Watch the ghunnah.',
    });
  });

  it('shows the server’s message under the field it names, keeping what was typed', async () => {
    serve(() =>
      json(
        {
          error: {
            code: 'VALIDATION_ERROR',
            message: 'Invalid input',
            fields: { 'quran.toAyah': lessonMessages.ayah },
          },
        },
        400,
      ),
    );
    const form = await screen.findByRole('form', { name: 'Lesson note' });
    const covered = within(form).getByRole('textbox', { name: /What the lesson covered/ });
    await userEvent.type(covered, ' And Al-Qalam.');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Note' }));
    expect(await within(form).findByText(lessonMessages.ayah)).toBeInTheDocument();
    expect(within(form).getByRole('spinbutton', { name: 'To ayah' })).toHaveAccessibleDescription(lessonMessages.ayah);
    expect(covered).toHaveValue('Revised Al-Mulk. And Al-Qalam.');
  });

  it('gives the learner’s own time only when their clock says otherwise', () => {
    const viewerZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(learnerTime({ startTime: lesson.startTime, timezone: viewerZone })).toBeNull();
    expect(learnerTime({ startTime: lesson.startTime, timezone: null })).toBeNull();
    expect(learnerTime({ startTime: lesson.startTime, timezone: 'Not/AZone' })).toBeNull();
  });
});
