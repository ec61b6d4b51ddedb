import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ATTENDANCE_RULES } from '@app/shared/lessons/lessons';
import { renderAt } from '../../../testing/render';
import { HomeFaqs } from '../components/home-faqs';

describe('the lesson rules in the FAQ', () => {
  it('are an answer of the FAQ, beside the free cancellation up to 24 hours ahead', async () => {
    renderAt(<HomeFaqs />, '/');
    // Each question is a native disclosure: its <summary> opens its <details>.
    const question = screen
      .getByText('What happens to my session if a lesson is missed or cancelled?')
      .closest('summary')!;
    const details = question.closest('details')!;
    expect(details).not.toHaveAttribute('open');
    await userEvent.click(question);
    expect(details).toHaveAttribute('open');
    for (const rule of ATTENDANCE_RULES) expect(await screen.findByText(rule)).toBeInTheDocument();
    expect(screen.getByText(/^Free cancel or reschedule up to 24 hours ahead/)).toBeInTheDocument();
  });

  it('keeps the section and its heading', () => {
    renderAt(<HomeFaqs />, '/');
    expect(screen.getByRole('region', { name: 'Frequently Asked Questions' })).toHaveAttribute('id', 'faq');
    expect(screen.getByRole('heading', { level: 2, name: 'Frequently Asked Questions' })).toHaveAttribute(
      'id',
      'faq-heading',
    );
  });
});
