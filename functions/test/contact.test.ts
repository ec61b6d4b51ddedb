import { describe, expect, it } from 'vitest';
import { sentMail, useGateway, visitorHeaders } from './support/gateway';

describe('POST /api/contact', () => {
  const call = useGateway();

  it('mails the message to the business inbox with the sender as Reply-To', async () => {
    const email = `contact-${crypto.randomUUID()}@example.com`;
    const answer = await call('POST', '/api/contact', {
      body: { name: 'Omar Ali', email, message: 'Do you teach on Sundays?' },
      headers: visitorHeaders(),
    });
    expect(answer).toEqual({ status: 200, body: { sent: true } });
    const mail = (await sentMail()).find((m) => m.subject === 'Contact form: Omar Ali' && m.body.text?.includes(email));
    expect(mail?.destination.to).toEqual(['team@tutoring.local']);
    expect(mail?.body.text).toContain('Do you teach on Sundays?');
  });

  it('needs a name, a valid e-mail and a message, and sends nothing otherwise', async () => {
    const before = (await sentMail()).length;
    for (const [body, message] of [
      [{ name: '', email: 'a@b.co', message: 'Hi' }, 'Name is required'],
      [{ name: 'Omar', email: 'nope', message: 'Hi' }, 'Invalid email'],
      [{ name: 'Omar', email: 'a@b.co', message: '   ' }, 'Message is required'],
    ] as const) {
      const answer = await call('POST', '/api/contact', { body, headers: visitorHeaders() });
      expect(answer.status).toBe(400);
      expect(answer.body.error.message).toBe(message);
    }
    expect((await sentMail()).length).toBe(before);
  });
});
