import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Course } from '@app/shared/courses/schemas';
import { loadConfig } from '../../../config/env';
import { me } from '../../../testing/fixtures';
import { json, renderAt, sentJson, stubServer, testConfig } from '../../../testing/render';
import { CourseFormDialog } from '../components/course-form-dialog';
import { NO_SCHEDULING_PAGE_WARNING, publishedWithoutScheduling } from '../course-form-values';

vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: async () => ({ tokens: { idToken: { toString: () => 'id-token' } } }),
  signIn: vi.fn(),
  signOut: vi.fn(async () => {}),
}));

const course: Course = {
  id: 'c1',
  title: 'Quran Reading',
  shortDescription: 'Read the Quran fluently.',
  description: 'A course to read the Quran fluently, with tajweed.',
  level: 'beginner',
  category: 'Quranic Arabic',
  coverPhoto: '',
  isPublished: true,
  moduleCount: 0,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  version: 3,
  whatYouWillLearn: ['Read with tajweed'],
  whoIsThisFor: '',
  schedulingUrl: '',
  meetingUrl: '',
  modules: [],
};

describe('the course editor’s scheduling page warning', () => {
  beforeEach(async () => {
    vi.stubGlobal('fetch', stubServer({ '/config.json': () => json(testConfig) }));
    await loadConfig();
  });

  it('warns while a published course has no booking link, and saves it anyway', async () => {
    // The editor reads the course (GET) and saves it (PUT) at the same address.
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/me') return json(me('admin'));
      if (path === '/api/admin/courses/c1') return json(init?.method === 'PUT' ? { ...course, version: 4 } : course);
      return json({ message: 'Not Found' }, 404);
    });
    vi.stubGlobal('fetch', fetchMock);
    renderAt(<CourseFormDialog open courseId="c1" onClose={() => {}} />);

    const dialog = await screen.findByRole('dialog', { name: 'Edit Course' });
    expect(await within(dialog).findByText(NO_SCHEDULING_PAGE_WARNING)).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText(`"Quran Reading" has been saved. ${NO_SCHEDULING_PAGE_WARNING}`),
    ).toBeInTheDocument();
    expect(sentJson(fetchMock, '/api/admin/courses/c1', 'PUT')).toMatchObject({ isPublished: true, schedulingUrl: '' });
  });

  it('goes once the booking link is filled in', async () => {
    vi.stubGlobal(
      'fetch',
      stubServer({ '/api/me': () => json(me('admin')), '/api/admin/courses/c1': () => json(course) }),
    );
    renderAt(<CourseFormDialog open courseId="c1" onClose={() => {}} />);

    const dialog = await screen.findByRole('dialog', { name: 'Edit Course' });
    expect(await within(dialog).findByText(NO_SCHEDULING_PAGE_WARNING)).toBeInTheDocument();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Booking Link' }),
      'https://calendly.com/school/quran',
    );
    expect(within(dialog).queryByText(NO_SCHEDULING_PAGE_WARNING)).not.toBeInTheDocument();
  });

  it('concerns published courses only', () => {
    expect(publishedWithoutScheduling({ isPublished: true, schedulingUrl: ' ' })).toBe(true);
    expect(publishedWithoutScheduling({ isPublished: false, schedulingUrl: '' })).toBe(false);
    expect(publishedWithoutScheduling({ isPublished: true, schedulingUrl: 'https://calendly.com/school' })).toBe(false);
  });
});
