import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { learnerMessages } from '@app/shared/students/learners';
import { loadConfig } from '../../../config/env';
import { childLearner, family, me, studentProfile } from '../../../testing/fixtures';
import { json, renderAt, sentJson, stubServer, testConfig } from '../../../testing/render';
import { IntakeFormPage } from '../intake-form-page';

// The session comes from Amplify (the edge to Cognito): pretend one exists.
vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: async () => ({ tokens: { idToken: { toString: () => 'id-token' } } }),
  signIn: vi.fn(),
  signOut: vi.fn(async () => {}),
}));

const COURSE_ID = '0b7f4c1e-7d2a-4d4b-9a51-2f1e3c4d5e6f';
const LEAD_ID = '5f0c7a7e-2b1d-4c3e-9f8a-1b2c3d4e5f60';

function Where() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

function renderIntake(path: string) {
  return renderAt(
    <Routes>
      <Route path="/intake-form" element={<IntakeFormPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    path,
  );
}

/** The paid intake's answers, for a learner named `name`; `goals` as the public form names them. */
async function fillIn(name: string, goals: string[] = ['Quran/Reading']) {
  const field = await screen.findByRole('textbox', { name: /Learner's Full Name/ });
  await userEvent.type(field, name);
  await userEvent.click(screen.getByRole('radio', { name: /Kid/ }));
  await userEvent.click(screen.getByRole('radio', { name: 'Beginner' }));
  for (const goal of goals) await userEvent.click(screen.getByRole('checkbox', { name: goal }));
  await userEvent.type(screen.getByRole('textbox', { name: /Why do you want to learn/ }), 'To read with his family.');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Weekends' }));
  await userEvent.click(screen.getByRole('checkbox', { name: /agree/i }));
  await userEvent.click(screen.getByRole('button', { name: 'Continue to Pick a Time' }));
}

// Role queries over a whole form are slow in jsdom on a busy machine: more than the default 5 s.
describe('IntakeFormPage for a signed-in student', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    vi.stubGlobal(
      'fetch',
      stubServer({
        '/config.json': () => json(testConfig),
        '/api/me': () => json(me('student', { intakeCompleted: false })),
      }),
    );
    await loadConfig();
    window.localStorage.clear();
  });

  it('prefills name, e-mail and phone of a trial from the profile and locks them', async () => {
    renderAt(<IntakeFormPage />, '/intake-form?type=trial');
    const name = await screen.findByRole('textbox', { name: /Full Name/ });
    await waitFor(() => expect(name).toHaveValue('Sara Ali'));
    expect(name).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('sara@example.com');
    expect(screen.getByRole('textbox', { name: /Email/ })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveValue('+1 555 0100');
  });

  it("asks a paid intake for the learner's name, the e-mail and phone locked to the account", async () => {
    renderIntake(`/intake-form?type=paid&courseId=${COURSE_ID}`);
    const name = await screen.findByRole('textbox', { name: /Learner's Full Name/ });
    expect(name).toBeEnabled();
    expect(name).toHaveValue('');
    expect(name).toHaveAccessibleDescription(/Who will take the lessons/);
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('sara@example.com'));
    expect(screen.getByRole('textbox', { name: /Email/ })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Phone/ })).toBeDisabled();
  });

  it('adds a new learner from the answers, with the lead, and goes to their packages', async () => {
    const yusuf = childLearner({ id: 'l2' });
    const fetchMock = vi.fn(
      stubServer({
        '/api/me': () => json(family([studentProfile()])),
        '/api/leads': () => json({ id: LEAD_ID }, 201),
        '/api/me/learners': () => json(yusuf, 201),
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderIntake(`/intake-form?type=paid&courseId=${COURSE_ID}`);
    await fillIn('Yusuf Ali');

    expect(await screen.findByText(`at /packages?courseId=${COURSE_ID}&learner=l2`)).toBeInTheDocument();
    expect(screen.getByText(learnerMessages.addedTitle)).toBeInTheDocument();
    expect(sentJson(fetchMock, '/api/leads')).toMatchObject({
      fullName: 'Yusuf Ali',
      email: 'sara@example.com',
      bookingType: 'paid',
      courseId: COURSE_ID,
    });
    expect(sentJson(fetchMock, '/api/me/learners')).toEqual({
      fullName: 'Yusuf Ali',
      ageGroup: 'child',
      level: 'beginner',
      goals: ['Reading Quran'],
      motivation: 'To read with his family.',
      leadId: LEAD_ID,
    });
  });

  it('goes on with a learner of the same name already on the account, adding nobody', async () => {
    const fetchMock = vi.fn(
      stubServer({ '/api/me': () => json(family()), '/api/leads': () => json({ id: LEAD_ID }, 201) }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderIntake('/intake-form?type=paid');
    await fillIn('  yusuf ALI ');

    expect(await screen.findByText('at /packages?learner=l2')).toBeInTheDocument();
    expect(sentJson(fetchMock, '/api/me/learners')).toBeUndefined();
  });

  it('opens the Add-a-learner form prefilled when the answers are not enough for a profile', async () => {
    const yusuf = childLearner({ id: 'l3', fullName: 'Adam Ali' });
    const fetchMock = vi.fn(
      stubServer({
        '/api/me': () => json(family()),
        '/api/leads': () => json({ id: LEAD_ID }, 201),
        '/api/me/learners': () => json(yusuf, 201),
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderIntake(`/intake-form?type=paid&courseId=${COURSE_ID}`);
    // "Other" has no profile goal: the parent chooses one.
    await fillIn('Adam Ali', ['Other']);

    const dialog = await screen.findByRole('dialog', { name: 'Add a learner' });
    expect(within(dialog).getByRole('textbox', { name: /Learner's full name/ })).toHaveValue('Adam Ali');
    expect(within(dialog).getByRole('radio', { name: 'Child (Under 13)' })).toBeChecked();
    expect(sentJson(fetchMock, '/api/me/learners')).toBeUndefined();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Speaking Arabic' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Learner' }));

    expect(await screen.findByText(`at /packages?courseId=${COURSE_ID}&learner=l3`)).toBeInTheDocument();
    expect(sentJson(fetchMock, '/api/me/learners')).toEqual({
      fullName: 'Adam Ali',
      ageGroup: 'child',
      level: 'beginner',
      goals: ['Speaking Arabic'],
      motivation: 'To read with his family.',
      leadId: LEAD_ID,
    });
  });

  it('says a refusal to add the learner on the form, keeping the answers, and makes no second lead', async () => {
    let tries = 0;
    const fetchMock = vi.fn(
      stubServer({
        '/api/me': () => json(family()),
        '/api/leads': () => json({ id: LEAD_ID }, 201),
        '/api/me/learners': () => {
          tries += 1;
          return tries === 1
            ? json({ error: { code: 'CONFLICT', message: learnerMessages.tooMany } }, 409)
            : json(childLearner({ id: 'l4', fullName: 'Adam Ali' }), 201);
        },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderIntake('/intake-form?type=paid');
    await fillIn('Adam Ali');

    const alert = await screen.findByRole('group', { name: 'Learner not added' });
    expect(alert).toHaveAccessibleDescription(learnerMessages.tooMany);
    expect(screen.getByRole('textbox', { name: /Learner's Full Name/ })).toHaveValue('Adam Ali');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Pick a Time' }));
    expect(await screen.findByText('at /packages?learner=l4')).toBeInTheDocument();
    const leads = fetchMock.mock.calls.filter(([input]) => String(input).includes('/api/leads'));
    expect(leads).toHaveLength(1);
  });

  it('sends the team with type=paid straight to the packages', async () => {
    vi.stubGlobal('fetch', stubServer({ '/api/me': () => json(me('admin')) }));
    renderIntake(`/intake-form?type=paid&courseId=${COURSE_ID}`);
    expect(await screen.findByText(`at /packages?courseId=${COURSE_ID}`)).toBeInTheDocument();
  });
});
