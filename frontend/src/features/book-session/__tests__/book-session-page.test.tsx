import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { schedulingMessages, type BookingLink } from '@app/shared/scheduling/schemas';
import { bookingBlockedMessages, type StudentCourse } from '@app/shared/students/dashboard';
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
  bookingMode: 'scheduling_page',
  ...overrides,
});

/** A course booked through single-use links: the course read names no page. */
const singleUseCourse = (overrides: Partial<StudentCourse> = {}) =>
  course({ bookingMode: 'single_use', bookingUrl: null, ...overrides });

/** Locally, the scheduling service's stand-in serves the links. */
const LINKS_ORIGIN = 'http://127.0.0.1:4010';
const bookingLink = (linkId: string, sessionsRemaining: number): BookingLink => ({
  mode: 'single_use',
  url: `${LINKS_ORIGIN}/s/${linkId}?name=Sara+Ali`,
  linkId,
  openLinks: 1,
  sessionsRemaining,
});
const LINK_PATH = '/api/me/courses/c1/booking-link';

function Where() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

function renderBooking(
  account: ReturnType<typeof me>,
  answer: () => Response,
  path = '/student/book-session/c1',
  linkAnswer: () => Response | Promise<Response> = () =>
    json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404),
) {
  const fetchMock = vi.fn(
    stubServer({ '/api/me': () => json(account), '/api/me/courses/c1': answer, [LINK_PATH]: linkAnswer }),
  );
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

/** The bodies of the link requests sent, in order. */
const linkRequests = (fetchMock: ReturnType<typeof renderBooking>) =>
  fetchMock.mock.calls
    .filter(([input, init]) => String(input).endsWith(LINK_PATH) && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

/** The embedded calendar's address, without the embed parameters. */
const calendarAddress = () => {
  const src = new URL(screen.getByTitle('Schedule a session: Quran Reading').getAttribute('src') ?? '');
  return { page: src.origin + src.pathname, params: Object.fromEntries(src.searchParams) };
};

const scheduledFrom = (origin: string) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin, data: { event: 'calendly.event_scheduled' } }));
  });

/** Answers in turn (the last one again once they run out). */
function inTurn(...answers: (() => Response)[]) {
  let next = 0;
  return () => answers[Math.min(next++, answers.length - 1)]!();
}

const noSessions = () => json({ error: { code: 'CONFLICT', message: schedulingMessages.noSessionsLeft } }, 409);

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

  it('embeds the scheduling page without asking for a link in scheduling_page mode', async () => {
    const fetchMock = renderBooking(me('student'), () => json(course()));
    expect(await screen.findByText('You have 2 sessions remaining')).toBeInTheDocument();
    expect(calendarAddress().page).toBe('https://calendly.com/academy/quran');
    expect(screen.queryByText(/Each link books one session/)).not.toBeInTheDocument();
    expect(linkRequests(fetchMock)).toEqual([]);
  });

  describe('with single-use links', () => {
    it('asks for a link once, shows the loading state meanwhile, and embeds the link', async () => {
      let answer!: (response: Response) => void;
      const fetchMock = renderBooking(
        me('student'),
        () => json(singleUseCourse()),
        undefined,
        () => new Promise<Response>((resolve) => (answer = resolve)),
      );
      expect(await screen.findByText('Getting your booking link…')).toBeInTheDocument();
      expect(screen.getByText('You have 2 sessions remaining')).toBeInTheDocument();
      expect(screen.queryByTitle(/Schedule a session/)).not.toBeInTheDocument();
      await waitFor(() => expect(linkRequests(fetchMock)).toHaveLength(1));
      answer(json(bookingLink('link-1', 2)));

      expect(await screen.findByText('Each link books one session. Sessions left: 2')).toBeInTheDocument();
      const { page, params } = calendarAddress();
      expect(page).toBe(`${LINKS_ORIGIN}/s/link-1`);
      expect(params).toMatchObject({ name: 'Sara Ali', embed_type: 'Inline', embed_domain: window.location.host });
      expect(screen.queryByText('Getting your booking link…')).not.toBeInTheDocument();
      expect(linkRequests(fetchMock)).toEqual([{ learnerId: 'u1', exclude: [] }]);
    });

    it('after a booking, keeps the confirmation and books another through the next link, excluding the used one', async () => {
      const fetchMock = renderBooking(
        me('student'),
        () => json(singleUseCourse()),
        undefined,
        inTurn(
          () => json(bookingLink('link-1', 2)),
          () => json(bookingLink('link-2', 1)),
        ),
      );
      expect(await screen.findByText('Each link books one session. Sessions left: 2')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Book another session' })).not.toBeInTheDocument();

      // The link's own origin (the local stand-in) is heard, like calendly.com.
      scheduledFrom(LINKS_ORIGIN);
      expect(await screen.findByText('Session Booked!')).toBeInTheDocument();
      const another = await screen.findByRole('button', { name: 'Book another session' });
      // The calendar stays on its confirmation until asked.
      expect(calendarAddress().page).toBe(`${LINKS_ORIGIN}/s/link-1`);
      expect(linkRequests(fetchMock)).toHaveLength(1);

      await userEvent.click(another);
      expect(await screen.findByText('Each link books one session. Sessions left: 1')).toBeInTheDocument();
      expect(calendarAddress().page).toBe(`${LINKS_ORIGIN}/s/link-2`);
      expect(screen.queryByRole('button', { name: 'Book another session' })).not.toBeInTheDocument();
      expect(linkRequests(fetchMock)).toEqual([
        { learnerId: 'u1', exclude: [] },
        { learnerId: 'u1', exclude: ['link-1'] },
      ]);
      // Focus is not lost with the button: it goes to the new link's line.
      await waitFor(() => expect(screen.getByText('Each link books one session. Sessions left: 1')).toHaveFocus());

      // Both used links are named for the one after.
      scheduledFrom(LINKS_ORIGIN);
      await userEvent.click(await screen.findByRole('button', { name: 'Book another session' }));
      await waitFor(() => expect(linkRequests(fetchMock)).toHaveLength(3));
      expect(linkRequests(fetchMock)[2]).toEqual({ learnerId: 'u1', exclude: ['link-1', 'link-2'] });
    });

    it('says no sessions are left, with Buy Sessions, when the server refuses a link (409)', async () => {
      renderBooking(me('student'), () => json(singleUseCourse({ sessionsRemaining: 1 })), undefined, noSessions);
      expect(await screen.findByText(schedulingMessages.noSessionsLeft)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Buy Sessions' })).toHaveAttribute('href', '/packages?courseId=c1');
      expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toBeInTheDocument();
      expect(screen.queryByTitle(/Schedule a session/)).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    });

    it('says no sessions are left when the next link is refused after a booking, keeping the confirmation', async () => {
      renderBooking(
        me('student'),
        () => json(singleUseCourse({ sessionsRemaining: 1 })),
        undefined,
        inTurn(() => json(bookingLink('link-1', 1)), noSessions),
      );
      expect(await screen.findByText('Each link books one session. Sessions left: 1')).toBeInTheDocument();
      scheduledFrom('https://calendly.com');
      await userEvent.click(await screen.findByRole('button', { name: 'Book another session' }));

      expect(await screen.findByText(schedulingMessages.noSessionsLeft)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Buy Sessions' })).toHaveAttribute('href', '/packages?courseId=c1');
      expect(screen.queryByRole('button', { name: 'Book another session' })).not.toBeInTheDocument();
      expect(calendarAddress().page).toBe(`${LINKS_ORIGIN}/s/link-1`);
    });

    it('says what failed otherwise, and asks again on Try again', async () => {
      const fetchMock = renderBooking(
        me('student'),
        () => json(singleUseCourse()),
        undefined,
        inTurn(
          () => json({ error: { code: 'UNAVAILABLE', message: schedulingMessages.unreachable } }, 503),
          () => json(bookingLink('link-1', 2)),
        ),
      );
      expect(await screen.findByRole('alert')).toHaveTextContent(schedulingMessages.unreachable);
      expect(screen.queryByRole('link', { name: 'Buy Sessions' })).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

      expect(await screen.findByText('Each link books one session. Sessions left: 2')).toBeInTheDocument();
      expect(calendarAddress().page).toBe(`${LINKS_ORIGIN}/s/link-1`);
      expect(linkRequests(fetchMock)).toHaveLength(2);
    });

    it('embeds the scheduling page the server answers with when it cannot mint links', async () => {
      renderBooking(
        me('student'),
        () => json(singleUseCourse()),
        undefined,
        () => json({ mode: 'scheduling_page', url: BOOKING_URL, linkId: null, openLinks: 0, sessionsRemaining: 2 }),
      );
      await waitFor(() => expect(screen.getByTitle('Schedule a session: Quran Reading')).toBeInTheDocument());
      expect(calendarAddress().page).toBe('https://calendly.com/academy/quran');
      expect(screen.queryByText(/Each link books one session/)).not.toBeInTheDocument();
    });

    it('asks for no link while booking is blocked', async () => {
      const blocked = renderBooking(me('student'), () =>
        json(singleUseCourse({ bookingBlocked: bookingBlockedMessages.inactive })),
      );
      expect(await screen.findByText(bookingBlockedMessages.inactive)).toBeInTheDocument();
      expect(linkRequests(blocked)).toEqual([]);
    });

    it('asks for no link when the balance is spent, and offers to buy sessions', async () => {
      const fetchMock = renderBooking(me('student'), () => json(singleUseCourse({ sessionsRemaining: 0 })));
      expect(await screen.findByRole('heading', { name: 'No Sessions Remaining' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Buy Sessions' })).toHaveAttribute('href', '/packages?courseId=c1');
      expect(linkRequests(fetchMock)).toEqual([]);
    });

    it('asks for the learner in the address, and keeps them in Buy Sessions', async () => {
      const fetchMock = renderBooking(
        family([studentProfile(), childLearner()]),
        () => json(singleUseCourse()),
        '/student/book-session/c1?learner=l2',
        noSessions,
      );
      expect(await screen.findByText(schedulingMessages.noSessionsLeft)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Buy Sessions' })).toHaveAttribute(
        'href',
        '/packages?courseId=c1&learner=l2',
      );
      expect(linkRequests(fetchMock)).toEqual([{ learnerId: 'l2', exclude: [] }]);
    });
  });
});
