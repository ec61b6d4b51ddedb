import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../config/env';
import { publicTutorFixture } from '../../../testing/lesson-fixtures';
import { json, renderAt, stubServer, testConfig } from '../../../testing/render';
import { AboutPage } from '../about-page';

function serve(tutors: () => Response | Promise<Response>) {
  vi.stubGlobal('fetch', stubServer({ '/config.json': () => json(testConfig), '/api/tutors': tutors }));
}

describe('AboutPage', () => {
  beforeEach(async () => {
    serve(() => json({ items: [] }));
    await loadConfig();
  });

  it('shows the team from the API: initials without honorifics, photo, languages and whom they teach', async () => {
    serve(() =>
      json({
        items: [
          publicTutorFixture(),
          publicTutorFixture({
            id: 't2',
            name: 'Ustadha Mariam Hassan',
            bio: 'Twenty years of teaching.',
            photoUrl: 'https://images.example.com/mariam.jpg',
            languages: ['Arabic'],
            teachesSisters: true,
            teachesChildren: false,
          }),
        ],
      }),
    );
    renderAt(<AboutPage />, '/about');
    // The page is prerendered without the team: a placeholder of the team's height shows first.
    expect(screen.getByRole('status', { name: 'Loading our team' })).toBeInTheDocument();

    const khalid = (await screen.findByRole('heading', { name: 'Ustadh Khalid Mansour' })).closest('li')!;
    expect(within(khalid).getByText('KM')).toBeInTheDocument();
    expect(within(khalid).getByText('Speaks Arabic, English')).toBeInTheDocument();
    expect(within(khalid).getByText('Teaches children')).toBeInTheDocument();
    expect(within(khalid).queryByText('Teaches sisters')).not.toBeInTheDocument();
    expect(within(khalid).getByText('Holds an ijazah in Hafs recitation.')).toBeInTheDocument();

    const mariam = screen.getByRole('heading', { name: 'Ustadha Mariam Hassan' }).closest('li')!;
    expect(within(mariam).getByText('MH')).toBeInTheDocument();
    expect(within(mariam).queryByText('UH')).not.toBeInTheDocument();
    expect(within(mariam).getByText('Teaches sisters')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading our team' })).not.toBeInTheDocument();
  });

  it('says the team is coming when no tutor is shown yet', async () => {
    renderAt(<AboutPage />, '/about');
    expect(await screen.findByText('Our tutors will be introduced here soon.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Meet Our Team' })).toBeInTheDocument();
  });

  it('offers to try again when the team cannot be loaded', async () => {
    serve(() => json({ error: { code: 'INTERNAL_ERROR', message: 'Please try again later.' } }, 500));
    renderAt(<AboutPage />, '/about');
    expect(await screen.findByText("We couldn't load our tutors just now.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
