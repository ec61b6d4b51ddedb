import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../testing/render';
import { SkipLink } from '../../layout/skip-link';
import { RadioField } from '../choice-fields';

describe('the skip link', () => {
  it('moves focus to the page’s heading, so Tab and a screen reader continue from the content', async () => {
    renderAt(
      <>
        <SkipLink />
        <nav>
          <a href="/courses">Courses</a>
        </nav>
        <main id="main">
          <h1>Book Your Free Trial</h1>
          <button type="button">Continue</button>
        </main>
      </>,
    );
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Book Your Free Trial' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
  });
});

describe('a radio group', () => {
  const options = [
    { value: 'child', label: 'Kid (6-12)' },
    { value: 'teen', label: 'Teen (13-17)' },
    { value: 'adult', label: 'Adult' },
  ];

  it('is one Tab stop while nothing is chosen, like native radios', () => {
    renderAt(<RadioField legend="Age Group" name="ageGroup" options={options} value={undefined} onChange={() => {}} />);
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('tabindex'))).toEqual([null, '-1', '-1']);
  });
});
