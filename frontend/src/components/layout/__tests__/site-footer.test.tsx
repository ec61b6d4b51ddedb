import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../testing/render';
import { SiteFooter } from '../site-footer';

// The business has a Facebook page and an e-mail address, nothing else yet.
vi.mock('../../../content/site-content', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../content/site-content')>()),
  social: { facebook: 'https://www.facebook.com/arabicquranacademy', instagram: '', youtube: undefined },
  contact: { email: 'hello@arabicquranacademy.com' },
}));

describe('SiteFooter', () => {
  it('lists only the social profiles and contact details that are set', () => {
    renderAt(<SiteFooter />);
    expect(screen.getByRole('link', { name: /Facebook/ })).toHaveAttribute(
      'href',
      'https://www.facebook.com/arabicquranacademy',
    );
    expect(screen.queryByRole('link', { name: /Instagram/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /YouTube/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'hello@arabicquranacademy.com' })).toHaveAttribute(
      'href',
      'mailto:hello@arabicquranacademy.com',
    );
    expect(screen.queryByRole('link', { name: /^tel:|\+1/ })).not.toBeInTheDocument();
  });
});
