import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StudentDetail } from '@app/shared/admin/students';
import { loadConfig } from '../../../config/env';
import { me } from '../../../testing/fixtures';
import { json, renderAt, stubServer, testConfig } from '../../../testing/render';
import { StudentDetailPage } from '../components/student-detail-page';
import { detailOf, learnerOf, learnerProfile } from './family-fixtures';

vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: async () => ({ tokens: { idToken: { toString: () => 'id-token' } } }),
  signIn: vi.fn(),
  signOut: vi.fn(async () => {}),
}));

const ACCOUNT = 'acc-1';
const CHILD = 'b5c1f0a2-0f7e-4f52-9d1c-6a0e3c2b7d11';

/** Amina holds the account; Yusuf, her son, learns on it. */
const amina = learnerProfile({
  id: ACCOUNT,
  fullName: 'Amina Yusuf',
  email: 'amina@example.com',
  phone: '+44 7700 900123',
});
const yusuf = learnerProfile({
  id: CHILD,
  accountId: ACCOUNT,
  holderName: 'Amina Yusuf',
  fullName: 'Yusuf Ahmed',
  email: 'amina@example.com',
  phone: '+44 7700 900123',
  ageGroup: 'child',
  intakeCompleted: false,
  status: 'on_hold',
});
const family: StudentDetail['family'] = {
  holder: { id: ACCOUNT, fullName: 'Amina Yusuf', email: 'amina@example.com', phone: '+44 7700 900123' },
  learners: [learnerOf(amina), learnerOf(yusuf)],
};

function serve(details: StudentDetail[], path: string) {
  const routes = Object.fromEntries(
    details.map((detail) => [`/api/admin/students/${detail.profile.id}`, () => json(detail)]),
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(
      stubServer({
        '/api/me': () => json(me('admin')),
        '/api/admin/courses': () => json({ items: [], nextCursor: null }),
        ...routes,
      }),
    ),
  );
  renderAt(
    <Routes>
      <Route path="/admin/students/:studentId" element={<StudentDetailPage />} />
    </Routes>,
    path,
  );
}

const familyCard = () => screen.findByRole('region', { name: 'Family' });

describe('the student’s family', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    vi.stubGlobal('fetch', stubServer({ '/config.json': () => json(testConfig) }));
    await loadConfig();
  });

  it('shows an adult learning alone as the holder and only learner, contact as before', async () => {
    const sara = learnerProfile({ id: 's1', fullName: 'Sara Ali', email: 'sara@example.com' });
    serve([detailOf(sara)], '/admin/students/s1');
    const card = await familyCard();

    expect(within(card).getByRole('link', { name: 'sara@example.com' })).toHaveAttribute(
      'href',
      'mailto:sara@example.com',
    );
    const learners = within(card).getByRole('list', { name: 'Learners on this account' });
    const items = within(learners).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveAttribute('aria-current', 'page');
    expect(items[0]).toHaveTextContent('This student');
    expect(items[0]).toHaveTextContent('Account holder');
    // Themself: no link to their own page.
    expect(within(learners).queryByRole('link')).toBeNull();
    expect(within(card).getByText('No other learner on this account.')).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Add a learner to this account' })).toBeVisible();

    // Their contact is their own: no parent named anywhere.
    expect(screen.queryByText(/Contact \(parent\)/)).toBeNull();
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(within(profile).getByText('Email')).toBeVisible();
  });

  it('shows a child’s parent as the holder, the sibling as a link, and the contact as the parent’s', async () => {
    serve([detailOf(yusuf, family), detailOf(amina, family)], `/admin/students/${CHILD}`);
    const card = await familyCard();

    expect(card).toHaveTextContent('Amina Yusuf');
    expect(within(card).getByRole('link', { name: 'amina@example.com' })).toHaveAttribute(
      'href',
      'mailto:amina@example.com',
    );
    expect(card).toHaveTextContent('+44 7700 900123');

    const items = within(within(card).getByRole('list', { name: 'Learners on this account' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [mother, child] = items as [HTMLElement, HTMLElement];
    expect(within(mother).getByRole('link', { name: 'Amina Yusuf' })).toHaveAttribute(
      'href',
      `/admin/students/${ACCOUNT}`,
    );
    expect(mother).toHaveTextContent('Account holder');
    expect(mother).not.toHaveAttribute('aria-current');
    expect(child).toHaveAttribute('aria-current', 'page');
    expect(child).toHaveTextContent('This student');
    expect(child).toHaveTextContent('On hold');
    expect(child).toHaveTextContent('Profile incomplete');
    expect(mother).not.toHaveTextContent('Profile incomplete');
    expect(screen.queryByText('No other learner on this account.')).toBeNull();

    // The e-mail and phone shown for the child are the parent's, and say so.
    expect(screen.getByText('Contact (parent): Amina Yusuf, amina@example.com')).toBeVisible();
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(within(profile).getByText('Contact (parent)')).toBeVisible();
    expect(within(profile).queryByText('Email')).toBeNull();
    // The invitation goes to whoever signs in: the parent.
    expect(screen.getByRole('button', { name: 'Resend invitation to Amina Yusuf' })).toBeVisible();

    // On to the sibling's own page.
    await userEvent.click(within(mother).getByRole('link', { name: 'Amina Yusuf' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Amina Yusuf' })).toBeVisible();
    const theirs = within(within(await familyCard()).getByRole('list')).getAllByRole('listitem');
    expect(theirs[0]).toHaveAttribute('aria-current', 'page');
    expect(within(theirs[1]!).getByRole('link', { name: 'Yusuf Ahmed' })).toHaveAttribute(
      'href',
      `/admin/students/${CHILD}`,
    );
  });
});
