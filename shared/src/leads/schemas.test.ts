import { describe, expect, it } from 'vitest';
import { intakeFormSchema, intakeMessages, intakeProgress, leadInputSchema } from './schemas';

const valid = {
  fullName: 'Maryam Khan',
  email: 'maryam@example.com',
  ageGroup: 'kid',
  level: 'intermediate',
  goals: ['Exam Prep'],
  why: 'Preparing for her GCSE Arabic exam.',
  schedule: ['Weekday Evenings'],
  consent: true,
};

const firstMessage = (input: unknown) => {
  const result = intakeFormSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('intakeFormSchema', () => {
  it('accepts a complete intake, trims and lower-cases, and keeps the phone optional', () => {
    expect(intakeFormSchema.parse({ ...valid, fullName: '  Maryam Khan ', email: ' Maryam@Example.COM ' })).toEqual({
      ...valid,
      phone: '',
    });
  });

  it('reports the first failing field in form order with its own message', () => {
    expect(firstMessage({})).toBe(intakeMessages.fullName);
    expect(firstMessage({ ...valid, fullName: 'M' })).toBe('Name is required');
    expect(firstMessage({ ...valid, fullName: 'x'.repeat(101) })).toBe('Name must be at most 100 characters');
    expect(firstMessage({ ...valid, email: 'maryam@' })).toBe('Invalid email');
    expect(firstMessage({ ...valid, phone: '0'.repeat(21) })).toBe('Phone must be at most 20 characters');
    expect(firstMessage({ ...valid, ageGroup: '' })).toBe('Age group is required');
    expect(firstMessage({ ...valid, level: undefined })).toBe('Level is required');
    expect(firstMessage({ ...valid, goals: [] })).toBe('Select at least one goal');
    expect(firstMessage({ ...valid, goals: ['Cooking'] })).toBe('Select at least one goal');
    expect(firstMessage({ ...valid, why: '  too short ' })).toBe('Please provide more detail');
    expect(firstMessage({ ...valid, why: 'x'.repeat(1001) })).toBe('Please keep it under 1000 characters');
    expect(firstMessage({ ...valid, schedule: [] })).toBe('Select at least one time slot');
    expect(firstMessage({ ...valid, consent: false })).toBe('Consent is required');
  });
});

describe('leadInputSchema', () => {
  it('defaults to a trial booking and refuses unknown fields', () => {
    expect(leadInputSchema.parse(valid).bookingType).toBe('trial');
    expect(leadInputSchema.safeParse({ ...valid, status: 'converted' }).success).toBe(false);
    expect(leadInputSchema.safeParse({ ...valid, courseId: 'abc' }).success).toBe(false);
  });
});

describe('intakeProgress', () => {
  it('is the share of the 8 items filled', () => {
    expect(intakeProgress({})).toBe(0);
    expect(intakeProgress({ fullName: 'M', email: '  ' })).toBe(13);
    expect(intakeProgress({ fullName: 'M', email: 'm@x.co', level: 'beginner', goals: ['Other'] })).toBe(50);
    expect(intakeProgress({ ...valid, phone: '123' })).toBe(100);
    expect(intakeProgress({ ...valid, consent: false })).toBe(88);
  });
});
