import { act, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StudentCourse } from '@app/shared/students/dashboard';
import { loadConfig } from '../../../config/env';
import { childLearner, family, me, studentProfile } from '../../../testing/fixtures';
import { json, renderAt, stubServer, testConfig } from '../../../testing/render';
import { BookSessionPage } from '../book-session-page';

vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: async () => ({ tokens: { idToken: { toString: () => 'id-token' } } }),
  signIn: vi.fn(),
  signOut: vi.fn(async () => {}),
}));

const BOOKING_URL =
  'https://calendly.com/academy/quran?name=Sara+Ali&email=sara%40example.com&a1=beginner&a2=Reading+Quran' +
  '&utm_source=portal&utm_campaign=c1&utm_content=signed-ref';
const course = (overrides: Partial<StudentCourse> = {}): StudentCourse => ({
  courseId: 'c1',
  title: 'Quran Reading',
  shortDescription: 'Read fluently with Tajweed',
  sessionsRemaining: 2,
  bookingUrl: BOOKING_URL,
  bookingBlocked: null,
  ...overrides,
});

function Where() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

function renderBooking(account: ReturnType<typeof me>, answer: () => Response, path = '/student/book-session/c1') {
  const fetchMock = vi.fn(stubServer({ '/api/me': () => json(account), '/api/me/courses/c1': answer }));
  vi.stubGlobal('fetch', fetchMock);
  renderAt(
    <Routes>
      <Route path="/student/book-session/:courseId" element={<BookSessionPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    path,
  );
  return fetchMock;
}

describe('BookSessionPage', () => {
  beforeEach(async () => {
    vi.stubGlobal('fetch', stubServer({ '/config.json': () => json(testConfig) }));
    await loadConfig();
  });

  it("embeds the course's prefilled scheduling page, keeping its fields, with the balance", async () => {
    renderBooking(me('student'), () => json(course()));
    expect(await screen.findByText('You have 2 sessions remaining')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Quran Reading' })).toBeInTheDocument();
    expect(screen.getByText('Read fluently with Tajweed')).toBeInTheDocument();
    expect(screen.getByText(/automatically deducted from your balance/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/student/dashboard');

    const src = new URL(screen.getByTitle('Schedule a session: Quran Reading').getAttribute('src') ?? '');
    expect(src.origin + src.pathname).toBe('https://calendly.com/academy/quran');
    expect(Object.fromEntries(src.searchParams)).toMatchObject({
      name: 'Sara Ali',
      email: 'sara@example.com',
      a1: 'beginner',
      a2: 'Reading Quran',
      utm_source: 'portal',
      utm_campaign: 'c1',
      utm_content: 'signed-ref',
      embed_type: 'Inline',
    });
  });

  it('confirms a booking the scheduling page reports', async () => {
    renderBooking(me('student'), () => json(course({ sessionsRemaining: 1 })));
    expect(await screen.findByText('You have 1 session remaining')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { origin: 'https://calendly.com', data: { event: 'calendly.event_scheduled' } }),
      );
    });
    expect(await screen.findByText('Session Booked!')).toBeInTheDocument();
  });

  it('offers to buy sessions when none are left', async () => {
    renderBooking(me('student'), () => json(course({ sessionsRemaining: 0 })));
    expect(await screen.findByRole('heading', { name: 'No Sessions Remaining' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy Sessions' })).toHaveAttribute('href', '/packages?courseId=c1');
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toBeInTheDocument();
    expect(screen.queryByTitle(/Schedule a session/)).not.toBeInTheDocument();
  });

  it('says when the course has no booking link', async () => {
    renderBooking(me('student'), () => json(course({ bookingUrl: null })));
    expect(
      await screen.findByText(/This course doesn't have a booking link set up yet. Please contact support./),
    ).toBeInTheDocument();
    expect(screen.queryByTitle(/Schedule a session/)).not.toBeInTheDocument();
  });

  it('shows Course Not Found for a missing course', async () => {
    renderBooking(me('student'), () => json({ error: { code: 'NOT_FOUND', message: 'Course not found' } }, 404));
    expect(await screen.findByRole('heading', { name: 'Course Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Courses' })).toHaveAttribute('href', '/courses');
  });

  it('sends a student without a finished profile to the profile form, and back here afterwards', async () => {
    renderBooking(me('student', { intakeCompleted: false }), () => json(course()));
    expect(await screen.findByText('at /student/intake-form?redirect=/student/book-session/c1')).toBeInTheDocument();
  });

  it('books for the learner in the address, says whom for, and keeps them in the links', async () => {
    const fetchMock = renderBooking(
      family([studentProfile(), childLearner()]),
      () => json(course({ sessionsRemaining: 0 })),
      '/student/book-session/c1?learner=l2',
    );
    expect(await screen.findByRole('heading', { name: 'No Sessions Remaining' })).toBeInTheDocument();
    expect(screen.getByText('This lesson is for Yusuf Ali.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy Sessions' })).toHaveAttribute(
      'href',
      '/packages?courseId=c1&learner=l2',
    );
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/student/dashboard?learner=l2',
    );
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContainEqual(
      expect.stringContaining('/api/me/courses/c1?learnerId=l2'),
    );
  });

  it('sends a learner without a finished profile to their profile form, and back here for them', async () => {
    renderBooking(
      family([studentProfile(), childLearner({ intakeCompleted: false })]),
      () => json(course()),
      '/student/book-session/c1?learner=l2',
    );
    expect(
      await screen.findByText('at /student/intake-form?redirect=/student/book-session/c1%3Flearner%3Dl2&learner=l2'),
    ).toBeInTheDocument();
  });
});
