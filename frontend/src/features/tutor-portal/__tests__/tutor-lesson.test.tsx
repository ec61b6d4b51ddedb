import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ATTENDANCE_RULES, lessonMessages, type Lesson } from '@app/shared/lessons/lessons';
import { loadConfig } from '../../../config/env';
import { sentBodies, stubApi, type StubRequest } from '../../../testing/api-stub';
import { lessonFixture, noteFixture } from '../../../testing/lesson-fixtures';
import { json, renderAt, testConfig } from '../../../testing/render';
import { TutorLessonPage } from '../components/tutor-lesson-page';

vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: async () => ({ tokens: { idToken: { toString: () => 'id-token' } } }),
  signIn: vi.fn(),
  signOut: vi.fn(async () => {}),
}));

const HOUR = 60 * 60 * 1000;
const started = lessonFixture({
  startTime: new Date(Date.now() - HOUR / 2).toISOString(),
  state: 'awaiting_attendance',
});

function serve(lesson: Lesson, answers: Record<string, (request: StubRequest) => Response> = {}) {
  const fetchMock = stubApi({
    'GET /config.json': () => json(testConfig),
    'GET /api/tutor/lessons/les1': () => json(lesson),
    ...answers,
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderLesson() {
  return renderAt(
    <Routes>
      <Route path="/tutor/lessons/:lessonId" element={<TutorLessonPage />} />
    </Routes>,
    '/tutor/lessons/les1',
  );
}

const refusal = (status: number, message: string, fields?: Record<string, string>) =>
  json({ error: { code: status === 400 ? 'VALIDATION_ERROR' : 'CONFLICT', message, fields } }, status);

describe('the tutor lesson page: attendance', () => {
  beforeEach(async () => {
    serve(started);
    await loadConfig();
  });

  it('shows the lesson, the rules, and posts the outcome chosen', async () => {
    const fetchMock = serve(started, {
      'POST /api/tutor/lessons/les1/attendance': ({ body }) =>
        json({ ...started, state: 'learner_no_show', attendance: (body as { outcome: string }).outcome }),
    });
    renderLesson();
    expect(await screen.findByRole('heading', { level: 1, name: 'Quran Memorisation with Yusuf Ali' })).toBeVisible();
    expect(screen.getByRole('link', { name: /^Join lesson/ })).toHaveAttribute('href', started.joinUrl);
    for (const rule of ATTENDANCE_RULES) expect(screen.getByText(rule)).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Attendance' });
    await userEvent.click(within(form).getByRole('radio', { name: /^Learner did not come/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Record attendance' }));
    await waitFor(() => expect(sentBodies(fetchMock, 'POST', '/attendance')).toEqual([{ outcome: 'learner_no_show' }]));
    expect(await screen.findByText(lessonMessages.recorded)).toBeInTheDocument();
    expect(await screen.findByText(/^Recorded:/)).toHaveTextContent('Recorded: Learner did not come');
  });

  it('asks for an outcome before sending anything', async () => {
    const fetchMock = serve(started);
    renderLesson();
    const form = await screen.findByRole('form', { name: 'Attendance' });
    await userEvent.click(within(form).getByRole('button', { name: 'Record attendance' }));
    expect(await within(form).findByText(lessonMessages.outcome)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/attendance')).toEqual([]);
  });

  it("shows the server's refusal and keeps the choice", async () => {
    const upcoming = lessonFixture();
    serve(upcoming, {
      'POST /api/tutor/lessons/les1/attendance': () => refusal(409, lessonMessages.notYet),
    });
    renderLesson();
    const form = await screen.findByRole('form', { name: 'Attendance' });
    const attended = within(form).getByRole('radio', { name: /^Attended/ });
    await userEvent.click(attended);
    await userEvent.click(within(form).getByRole('button', { name: 'Record attendance' }));
    const alert = await within(form).findByRole('group', { name: 'Attendance not recorded' });
    expect(alert).toHaveTextContent(lessonMessages.notYet);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(attended).toBeChecked();
  });

  it('offers no attendance for a cancelled lesson', async () => {
    serve(lessonFixture({ state: 'canceled' }));
    renderLesson();
    expect(await screen.findByText(lessonMessages.canceled)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Attendance' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Join lesson/ })).not.toBeInTheDocument();
  });
});

describe('the tutor lesson page: the note', () => {
  beforeEach(async () => {
    serve(started);
    await loadConfig();
  });

  it('checks what was covered and the ayah range, then sends the Quran fields', async () => {
    const fetchMock = serve(started, {
      'PUT /api/tutor/lessons/les1/note': ({ body }) =>
        json({ ...started, note: { ...(body as object), writtenBy: 't1', writtenAt: new Date().toISOString() } }),
    });
    renderLesson();
    const form = await screen.findByRole('form', { name: 'Lesson note' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save note' }));
    const covered = within(form).getByLabelText(/What the lesson covered/);
    await waitFor(() => expect(covered).toHaveAccessibleDescription(lessonMessages.covered));
    await waitFor(() => expect(covered).toHaveFocus());

    await userEvent.type(covered, 'Al-Mulk, first page');
    await userEvent.selectOptions(within(form).getByLabelText('Surah'), '67');
    await userEvent.type(within(form).getByLabelText('From ayah'), '1');
    const toAyah = within(form).getByLabelText('To ayah');
    expect(toAyah).toHaveAccessibleDescription('Al-Mulk has 30 ayahs.');
    await userEvent.type(toAyah, '31');
    await userEvent.click(within(form).getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(toAyah).toHaveAccessibleDescription(expect.stringContaining(lessonMessages.ayah)));
    expect(within(form).getByRole('option', { name: '67. Al-Mulk (30 ayahs)' })).toHaveProperty('selected', true);
    expect(sentBodies(fetchMock, 'PUT', '/note')).toEqual([]);

    await userEvent.clear(toAyah);
    await userEvent.type(toAyah, '15');
    await userEvent.type(within(form).getByLabelText('Pages memorised'), '2');
    await userEvent.type(within(form).getByLabelText('Tajweed remark'), 'Good madd');
    await userEvent.click(within(form).getByRole('button', { name: 'Save note' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'PUT', '/note')).toEqual([
        {
          covered: 'Al-Mulk, first page',
          homework: '',
          quran: { surah: 67, fromAyah: 1, toAyah: 15 },
          pages: 2,
          tajweed: 'Good madd',
        },
      ]),
    );
    expect(await screen.findByText(lessonMessages.noteSaved)).toBeInTheDocument();
  });

  it('sends no Quran fields for another course, and shows nothing of them', async () => {
    const arabic = { ...started, courseTitle: 'Arabic for Beginners', quranCourse: false };
    const fetchMock = serve(arabic, {
      'PUT /api/tutor/lessons/les1/note': () => json(arabic),
    });
    renderLesson();
    const form = await screen.findByRole('form', { name: 'Lesson note' });
    expect(within(form).queryByLabelText('Surah')).not.toBeInTheDocument();
    expect(within(form).queryByLabelText('Pages memorised')).not.toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/What the lesson covered/), 'The sun letters');
    await userEvent.type(within(form).getByLabelText('Homework'), 'Write ten words');
    await userEvent.click(within(form).getByRole('button', { name: 'Save note' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'PUT', '/note')).toEqual([
        { covered: 'The sun letters', homework: 'Write ten words' },
      ]),
    );
  });

  it('is prefilled from the saved note, and keeps what was typed when the server refuses a field', async () => {
    serve(
      { ...started, note: noteFixture() },
      {
        'PUT /api/tutor/lessons/les1/note': () =>
          refusal(400, 'Invalid request', { 'quran.toAyah': lessonMessages.ayah }),
      },
    );
    renderLesson();
    const form = await screen.findByRole('form', { name: 'Lesson note' });
    const covered = within(form).getByLabelText(/What the lesson covered/);
    expect(covered).toHaveValue(noteFixture().covered);
    expect(within(form).getByLabelText('Surah')).toHaveValue('67');
    expect(within(form).getByLabelText('To ayah')).toHaveValue(15);
    expect(within(form).getByLabelText('Pages memorised')).toHaveValue(2);

    await userEvent.type(covered, ' Then Al-Qalam.');
    await userEvent.click(within(form).getByRole('button', { name: 'Save note' }));
    const toAyah = within(form).getByLabelText('To ayah');
    await waitFor(() => expect(toAyah).toHaveAccessibleDescription(expect.stringContaining(lessonMessages.ayah)));
    expect(covered).toHaveValue(`${noteFixture().covered} Then Al-Qalam.`);
  });
});
