import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config/env';
import { childLearner, family, me, studentProfile } from '../../testing/fixtures';
import { json, renderAt, stubServer, testConfig } from '../../testing/render';
import { useAuth } from '../auth';
import { rememberedLearner, rememberLearner } from '../learner-storage';
import { accountLearners, pathWithLearner, pickLearner, useLearner } from '../use-learner';

vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: async () => ({ tokens: { idToken: { toString: () => 'id-token' } } }),
  signIn: vi.fn(),
  signOut: vi.fn(async () => {}),
}));

const sara = studentProfile();
const yusuf = childLearner();
const amina = childLearner({ id: 'l3', fullName: 'Amina Ali' });

describe('pickLearner', () => {
  it('takes the first wanted id that is a learner of the account, else the first learner', () => {
    const learners = [sara, yusuf, amina];
    expect(pickLearner(learners, ['l3', 'l2'])?.fullName).toBe('Amina Ali');
    expect(pickLearner(learners, ['someone-else', 'l2'])?.fullName).toBe('Yusuf Ali');
    expect(pickLearner(learners, [null, undefined, ''])?.fullName).toBe('Sara Ali');
    expect(pickLearner([], ['l2'])).toBeNull();
  });
});

describe('accountLearners', () => {
  it("lists a student account's learners, its first learner alone when none are listed, nobody for the team", () => {
    expect(accountLearners(family()).map((learner) => learner.id)).toEqual(['u1', 'l2']);
    expect(accountLearners({ ...me('student'), learners: [] }).map((learner) => learner.id)).toEqual(['u1']);
    expect(accountLearners(me('admin'))).toEqual([]);
    expect(accountLearners(null)).toEqual([]);
  });
});

describe('pathWithLearner', () => {
  it('adds the learner to a path, with or without a query', () => {
    expect(pathWithLearner('/student/dashboard', 'l2')).toBe('/student/dashboard?learner=l2');
    expect(pathWithLearner('/packages?courseId=c1', 'l2')).toBe('/packages?courseId=c1&learner=l2');
    expect(pathWithLearner('/packages', undefined)).toBe('/packages');
  });
});

function Probe() {
  const { learner, many, learnerId, writeLearnerId, choose, link } = useLearner();
  const { signOut } = useAuth();
  const location = useLocation();
  return (
    <div>
      <p>
        shown: {learner?.fullName ?? 'nobody'}, many: {String(many)}, reads: {learnerId ?? '-'}, writes:{' '}
        {writeLearnerId ?? '-'}, link: {link('/packages')}
      </p>
      <p>at {location.pathname + location.search}</p>
      <button onClick={() => choose('l3')}>Choose Amina</button>
      <button onClick={() => void signOut()}>Log out</button>
    </div>
  );
}

function serve(account: ReturnType<typeof me>) {
  vi.stubGlobal('fetch', stubServer({ '/api/me': () => json(account) }));
}

describe('useLearner', () => {
  beforeEach(async () => {
    vi.stubGlobal('fetch', stubServer({ '/config.json': () => json(testConfig) }));
    await loadConfig();
  });
  afterEach(() => window.localStorage.clear());

  it('shows the learner in the address, else the last one chosen here, else the first', async () => {
    serve(family([sara, yusuf, amina]));
    const first = renderAt(<Probe />, '/student/dashboard?learner=l2');
    expect(await screen.findByText(/shown: Yusuf Ali, many: true, reads: l2, writes: l2/)).toBeInTheDocument();
    expect(screen.getByText(/link: \/packages\?learner=l2/)).toBeInTheDocument();
    // Named in the address: remembered for the next page without one.
    await waitFor(() => expect(rememberedLearner()).toBe('l2'));
    first.unmount();

    renderAt(<Probe />, '/student/dashboard');
    expect(await screen.findByText(/shown: Yusuf Ali/)).toBeInTheDocument();
  });

  it('ignores a learner who is not on the account, and falls back to the first', async () => {
    serve(family([sara, yusuf]));
    rememberLearner('gone');
    renderAt(<Probe />, '/student/dashboard?learner=someone-elses-child');
    expect(await screen.findByText(/shown: Sara Ali, many: true, reads: u1/)).toBeInTheDocument();
  });

  it('makes a choice the current learner in the address and in this browser', async () => {
    serve(family([sara, yusuf, amina]));
    renderAt(<Probe />, '/packages?courseId=c1');
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Amina' }));
    expect(await screen.findByText('at /packages?courseId=c1&learner=l3')).toBeInTheDocument();
    expect(screen.getByText(/shown: Amina Ali/)).toBeInTheDocument();
    expect(rememberedLearner()).toBe('l3');
  });

  it('names nobody in links for an account of one learner, but names them in changes, and forgets the choice at logout', async () => {
    serve(me('student'));
    rememberLearner('u1');
    renderAt(<Probe />, '/student/dashboard');
    expect(
      await screen.findByText('shown: Sara Ali, many: false, reads: u1, writes: u1, link: /packages'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(rememberedLearner()).toBeNull());
  });
});
