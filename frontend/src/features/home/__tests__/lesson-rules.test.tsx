import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ATTENDANCE_RULES } from '@app/shared/lessons/lessons';
import { renderAt } from '../../../testing/render';
import { HomeFaqs } from '../components/home-faqs';

describe('the lesson rules in the FAQ', () => {
  it('are an answer of the FAQ, beside the free cancellation up to 24 hours ahead', async () => {
    renderAt(<HomeFaqs />, '/');
    await userEvent.click(
      screen.getByRole('button', { name: 'What happens to my session if a lesson is missed or cancelled?' }),
    );
    for (const rule of ATTENDANCE_RULES) expect(await screen.findByText(rule)).toBeInTheDocument();
    expect(screen.getByText(/^Free cancel or reschedule up to 24 hours ahead/)).toBeInTheDocument();
  });
});
