import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../config/env';
import { telHref } from '../../../content/site-content';
import { json, renderAt, stubServer, testConfig } from '../../../testing/render';
import { ContactPage } from '../contact-page';

describe('ContactPage', () => {
  beforeEach(async () => {
    vi.stubGlobal('fetch', stubServer({ '/config.json': () => json(testConfig) }));
    await loadConfig();
  });

  it('gives the phone number with its hours, and the business hours', () => {
    renderAt(<ContactPage />, '/contact');
    expect(screen.getByRole('link', { name: '+1 (202) 555-0147' })).toHaveAttribute('href', 'tel:+12025550147');
    expect(screen.getByText('Phone support: Mon-Fri 9am-9pm EST')).toBeInTheDocument();
    expect(screen.getByText('Online Platform')).toBeInTheDocument();
    expect(screen.getByText('Sun: Closed')).toBeInTheDocument();
  });
});

describe('telHref', () => {
  it('dials the digits of the number as written', () => {
    expect(telHref('+1 (202) 555-0147')).toBe('tel:+12025550147');
    expect(telHref('020 7946 0321')).toBe('tel:02079460321');
  });
});
