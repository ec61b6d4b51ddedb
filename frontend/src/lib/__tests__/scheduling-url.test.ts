import { describe, expect, it } from 'vitest';
import { embeddedOriginOf, isSchedulingMessage, schedulingEmbedUrl } from '../scheduling-url';

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
  it('also accepts them from the origin of the address embedded, and from no other', () => {
    const local = 'http://127.0.0.1:4010';
    const scheduled = { event: 'calendly.event_scheduled' };
    expect(isSchedulingMessage(message(local, scheduled), local)).toBe(true);
    expect(isSchedulingMessage(message('https://links.example', scheduled), 'https://links.example')).toBe(true);
    // Calendly's own stay trusted beside the embedded origin.
    expect(isSchedulingMessage(message('https://calendly.com', scheduled), local)).toBe(true);
    // Another port, another scheme, another host: another origin.
    expect(isSchedulingMessage(message('http://127.0.0.1:4011', scheduled), local)).toBe(false);
    expect(isSchedulingMessage(message('https://127.0.0.1:4010', scheduled), local)).toBe(false);
    expect(isSchedulingMessage(message('http://localhost:4010', scheduled), local)).toBe(false);
    expect(isSchedulingMessage(message(local, scheduled))).toBe(false);
    expect(isSchedulingMessage(message(local, scheduled), null)).toBe(false);
    // An opaque origin is nobody's, even when the embedded one is opaque too.
    expect(isSchedulingMessage(message('null', scheduled), 'null')).toBe(false);
    // Still only Calendly's events.
    expect(isSchedulingMessage(message(local, { event: 'other.event' }), local)).toBe(false);
    expect(isSchedulingMessage(message(local, 'calendly.event_scheduled'), local)).toBe(false);
  });
});

describe('embeddedOriginOf', () => {
  it('is the origin of an http(s) address, else null', () => {
    expect(embeddedOriginOf('http://127.0.0.1:4010/s/abc?embed_type=Inline')).toBe('http://127.0.0.1:4010');
    expect(embeddedOriginOf('https://calendly.com/d/abc-123/quran')).toBe('https://calendly.com');
    expect(embeddedOriginOf('data:text/html,hi')).toBeNull();
    expect(embeddedOriginOf('not a url')).toBeNull();
  });
});
