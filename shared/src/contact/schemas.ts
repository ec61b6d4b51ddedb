import * as z from 'zod';
import { emailField, phoneField } from '../leads/schemas';
import { requiredText, singleLineText } from '../text';

export const contactMessages = {
  name: 'Name is required',
  email: 'Invalid email',
  message: 'Message is required',
  sentTitle: 'Message Sent!',
  sentText: "We'll get back to you within 24 hours.",
} as const;

/** Contact form and POST /api/contact: not stored, mailed to the business inbox. */
export const contactSchema = z.strictObject({
  name: singleLineText(2, contactMessages.name, 100, 'Name must be at most 100 characters'),
  email: emailField(contactMessages.email),
  phone: phoneField,
  message: requiredText(1, contactMessages.message, 5000, 'Message must be at most 5000 characters'),
  website: z.string().max(500).optional(),
});
export type ContactInput = z.input<typeof contactSchema>;
