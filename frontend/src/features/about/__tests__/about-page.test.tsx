import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../config/env';
import { json, renderAt, stubServer, testConfig } from '../../../testing/render';
import { AboutPage } from '../about-page';

describe('AboutPage', () => {
  beforeEach(async () => {
    vi.stubGlobal('fetch', stubServer({ '/config.json': () => json(testConfig) }));
    await loadConfig();
  });

  it("shows each team member's initials without their honorific", () => {
    renderAt(<AboutPage />, '/about');
    expect(screen.getByRole('heading', { name: 'Ustadha Mariam Hassan' })).toBeInTheDocument();
    expect(screen.getByText('MH')).toBeInTheDocument();
    expect(screen.getByText('KM')).toBeInTheDocument();
    expect(screen.queryByText('UH')).not.toBeInTheDocument();
  });
});
