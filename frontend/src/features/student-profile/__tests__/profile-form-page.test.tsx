import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../config/env';
import { useAuth } from '../../../lib/auth';
import { childLearner, family, me, studentProfile } from '../../../testing/fixtures';
import { json, renderAt, sentJson, stubServer, testConfig } from '../../../testing/render';
import { ProfileFormPage } from '../profile-form-page';

vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: async () => ({ tokens: { idToken: { toString: () => 'id-token' } } }),
  signIn: vi.fn(),
  signOut: vi.fn(async () => {}),
}));

/** Where the app went, and whether the signed-in account now shows a finished intake. */
function Where() {
  const location = useLocation();
  const { state } = useAuth();
  const done = state.status === 'signedIn' && state.me.student?.intakeCompleted;
  return (
    <p>
      at {location.pathname + location.search}, intake {done ? 'completed' : 'open'}
    </p>
  );
}

function renderProfile(path: string) {
  return renderAt(
    <Routes>
      <Route path="/student/intake-form" element={<ProfileFormPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    path,
  );
}

const blank = { ageGroup: null, level: null, goals: [], motivation: '', intakeCompleted: false };

describe('ProfileFormPage', () => {
  beforeEach(async () => {
    vi.stubGlobal('fetch', stubServer({ '/config.json': () => json(testConfig) }));
    await loadConfig();
  });

  it('starts a new profile at Adult and Beginner, and prefills a saved one', async () => {
    vi.stubGlobal('fetch', stubServer({ '/api/me': () => json(me('student', blank)) }));
    const { unmount } = renderProfile('/student/intake-form');
    expect(await screen.findByRole('heading', { level: 1, name: 'Complete Your Profile' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Adult (18+)' })).toBeChecked());
    expect(screen.getByRole('radio', { name: 'Beginner' })).toBeChecked();
    unmount();

    vi.stubGlobal(
      'fetch',
      stubServer({
        '/api/me': () =>
          json(me('student', { ageGroup: 'teen', level: 'advanced', goals: ['Travel'], motivation: 'For my trip.' })),
      }),
    );
    renderProfile('/student/intake-form');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Teen (13-17)' })).toBeChecked());
    expect(screen.getByRole('radio', { name: 'Advanced' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Travel' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Business' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: /motivates/ })).toHaveValue('For my trip.');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/student/dashboard');
  });

  it('asks for a goal and some motivation before sending anything', async () => {
    const fetchMock = vi.fn(stubServer({ '/api/me': () => json(me('student', blank)) }));
    vi.stubGlobal('fetch', fetchMock);
    renderProfile('/student/intake-form');
    await userEvent.click(await screen.findByRole('button', { name: 'Save & Continue' }));
    expect(await screen.findByText('Validation Error')).toBeInTheDocument();
    // The summary takes focus and lists both problems in the order shown; each box says why.
    const summary = await screen.findByRole('group', { name: '2 answers need attention' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Please select at least one goal', expect.stringMatching(/./)]);
    expect(screen.getByRole('checkbox', { name: 'Reading Quran' })).toHaveAccessibleDescription(
      'Please select at least one goal',
    );
    expect(screen.getByRole('checkbox', { name: 'Reading Quran' })).toBeInvalid();
    expect(sentJson(fetchMock, '/api/me/profile', 'PUT')).toBeUndefined();
  });

  it('saves, reloads the account and goes to the redirect', async () => {
    let saved = false;
    const fetchMock = vi.fn(
      stubServer({
        '/api/me': () => json(me('student', saved ? { intakeCompleted: true } : blank)),
        '/api/me/profile': () => {
          saved = true;
          return json(me('student').student);
        },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderProfile('/student/intake-form?redirect=/student/book-session/c1');
    await userEvent.click(await screen.findByRole('radio', { name: 'Child (Under 13)' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Reading Quran' }));
    await userEvent.type(screen.getByRole('textbox', { name: /motivates/ }), 'To read with my family.');
    await userEvent.click(screen.getByRole('button', { name: 'Save & Continue' }));

    expect(await screen.findByText('at /student/book-session/c1, intake completed')).toBeInTheDocument();
    expect(screen.getByText('Profile Updated!')).toBeInTheDocument();
    expect(screen.getByText('Your learning preferences have been saved.')).toBeInTheDocument();
    expect(sentJson(fetchMock, '/api/me/profile', 'PUT')).toEqual({
      ageGroup: 'child',
      level: 'beginner',
      goals: ['Reading Quran'],
      motivation: 'To read with my family.',
      learnerId: 'u1',
    });
  });

  it('goes to the dashboard instead of another site, and shows a failed save in an Error toast', async () => {
    let attempts = 0;
    vi.stubGlobal(
      'fetch',
      stubServer({
        '/api/me': () => json(me('student')),
        '/api/me/profile': () => {
          attempts += 1;
          return attempts === 1
            ? json({ error: { code: 'NOT_FOUND', message: 'Student profile not found' } }, 404)
            : json(me('student').student);
        },
      }),
    );
    renderProfile('/student/intake-form?redirect=//evil.example');
    await userEvent.click(await screen.findByRole('button', { name: 'Save & Continue' }));
    const alert = await screen.findByRole('group', { name: 'Error' });
    await waitFor(() => expect(alert).toHaveFocus());
    expect(alert).toHaveAccessibleDescription('Student profile not found');

    await userEvent.click(screen.getByRole('button', { name: 'Save & Continue' }));
    expect(await screen.findByText(/^at \/student\/dashboard,/)).toBeInTheDocument();
  });

  it("edits the current learner's answers, named in the title, when the account has several", async () => {
    const fetchMock = vi.fn(
      stubServer({
        '/api/me': () => json(family([studentProfile(), childLearner({ level: 'intermediate' })])),
        '/api/me/profile': () => json(childLearner()),
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderProfile('/student/intake-form?learner=l2');
    expect(await screen.findByRole('heading', { level: 1, name: "Yusuf Ali's Learning Profile" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Child (Under 13)' })).toBeChecked());
    expect(screen.getByRole('radio', { name: 'Intermediate' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /What motivates Yusuf Ali to learn\?/ })).toHaveValue(
      'To read the Quran with his grandparents.',
    );
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/student/dashboard?learner=l2');
    await userEvent.click(screen.getByRole('button', { name: 'Save & Continue' }));

    expect(await screen.findByText(/^at \/student\/dashboard\?learner=l2,/)).toBeInTheDocument();
    expect(sentJson(fetchMock, '/api/me/profile', 'PUT')).toEqual({
      ageGroup: 'child',
      level: 'intermediate',
      goals: ['Reading Quran'],
      motivation: 'To read the Quran with his grandparents.',
      learnerId: 'l2',
    });
  });
});
