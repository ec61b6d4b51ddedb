import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LearnerProgress } from '@app/shared/lessons/lessons';
import { loadConfig } from '../../../config/env';
import { me } from '../../../testing/fixtures';
import { json, renderAt, stubServer, testConfig } from '../../../testing/render';
import { ProgressPage } from '../components/progress-page';

vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: async () => ({ tokens: { idToken: { toString: () => 'id-token' } } }),
  signIn: vi.fn(),
  signOut: vi.fn(async () => {}),
}));

const note = (lessonId: string, startTime: string, covered: string, toAyah: number) => ({
  lessonId,
  startTime,
  tutorName: 'Khadija Omar',
  covered,
  homework: '',
  quran: { surah: 67, fromAyah: 1, toAyah },
  pages: 1,
  tajweed: '',
  writtenBy: 'Khadija Omar',
  writtenAt: startTime,
});

const progress: LearnerProgress = {
  learnerId: 's1',
  learnerName: 'Yusuf Ahmed',
  courses: [
    {
      courseId: 'c1',
      courseTitle: 'Quran Memorisation',
      quranCourse: true,
      attended: 4,
      learnerNoShows: 1,
      upcoming: 2,
      firstLessonAt: '2026-02-01T15:00:00.000Z',
      lastLessonAt: '2026-03-03T15:00:00.000Z',
      latestRange: { surah: 67, fromAyah: 1, toAyah: 15, at: '2026-03-03T15:00:00.000Z' },
      pagesMemorised: 3,
      notes: [
        note('les1', '2026-02-24T15:00:00.000Z', 'Began Al-Mulk.', 5),
        note('les2', '2026-03-03T15:00:00.000Z', 'Continued Al-Mulk.', 15),
      ],
    },
  ],
};

function serve(answer: () => Response) {
  vi.stubGlobal('fetch', stubServer({ '/api/me': () => json(me('admin')), '/api/admin/students/s1/progress': answer }));
  renderAt(
    <Routes>
      <Route path="/admin/students/:studentId/progress" element={<ProgressPage />} />
    </Routes>,
    '/admin/students/s1/progress',
  );
}

describe('ProgressPage', () => {
  beforeEach(async () => {
    vi.stubGlobal('fetch', stubServer({ '/config.json': () => json(testConfig) }));
    await loadConfig();
  });

  it('shows each course’s figures, the latest Quran range, and the notes newest first', async () => {
    serve(() => json(progress));
    expect(await screen.findByRole('heading', { name: 'Progress of Yusuf Ahmed' })).toBeInTheDocument();
    const course = screen.getByRole('region', { name: 'Quran Memorisation' });
    expect(course).toHaveTextContent(/Attended\s*4/);
    expect(course).toHaveTextContent(/Learner did not come\s*1/);
    expect(course).toHaveTextContent(/Upcoming\s*2/);
    expect(course).toHaveTextContent('Al-Mulk 1–15');
    expect(course).toHaveTextContent(/Pages memorised\s*3/);
    const notes = within(course).getAllByRole('listitem');
    expect(notes[0]).toHaveTextContent('Continued Al-Mulk.');
    expect(notes[1]).toHaveTextContent('Began Al-Mulk.');
    expect(within(notes[0]!).getByRole('link')).toHaveAttribute('href', '/admin/lessons/les2');
    expect(screen.getByRole('link', { name: '← Back to the student' })).toHaveAttribute('href', '/admin/students/s1');
  });

  it('says when the learner has no lessons yet', async () => {
    serve(() => json({ learnerId: 's1', learnerName: 'Yusuf Ahmed', courses: [] }));
    expect(await screen.findByText('No lessons yet')).toBeInTheDocument();
  });

  it('shows a failure with a retry', async () => {
    serve(() => json({ error: { code: 'NOT_FOUND', message: 'Student not found' } }, 404));
    expect(await screen.findByText('Student not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
