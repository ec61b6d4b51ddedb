import { describe, expect, it } from 'vitest';
import { isSchedulingMessage, schedulingEmbedUrl } from '../scheduling-url';

describe('schedulingEmbedUrl', () => {
  it('adds the embed, colour and prefill parameters to the scheduling page', () => {
    const url = new URL(
      schedulingEmbedUrl(
        'https://calendly.com/team/trial?month=2026-12',
        { name: 'Maryam Khan', email: 'm@example.com', answers: { a1: 'beginner', a2: 'Conversation, Other', a3: '' } },
        'academy.example.com',
      ),
    );
    expect(url.origin + url.pathname).toBe('https://calendly.com/team/trial');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      month: '2026-12',
      embed_domain: 'academy.example.com',
      embed_type: 'Inline',
      primary_color: '2d7a5a',
      text_color: '0a1828',
      background_color: 'ffffff',
      hide_gdpr_banner: '1',
      name: 'Maryam Khan',
      email: 'm@example.com',
      a1: 'beginner',
      a2: 'Conversation, Other',
    });
  });
});

describe('isSchedulingMessage', () => {
  const message = (origin: string, data: unknown) => new MessageEvent('message', { origin, data });
  it('accepts Calendly events from Calendly only', () => {
    expect(isSchedulingMessage(message('https://calendly.com', { event: 'calendly.event_scheduled' }))).toBe(true);
    expect(isSchedulingMessage(message('https://assets.calendly.com', { event: 'calendly.page_height' }))).toBe(true);
    expect(isSchedulingMessage(message('https://evil.example', { event: 'calendly.event_scheduled' }))).toBe(false);
    expect(
      isSchedulingMessage(message('https://calendly.com.evil.example', { event: 'calendly.event_scheduled' })),
    ).toBe(false);
    expect(isSchedulingMessage(message('http://calendly.com', { event: 'calendly.event_scheduled' }))).toBe(false);
    expect(isSchedulingMessage(message('https://calendly.com', 'calendly.event_scheduled'))).toBe(false);
  });
});
