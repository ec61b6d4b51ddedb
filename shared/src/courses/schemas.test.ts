import { describe, expect, it } from 'vitest';
import { courseInputSchema, courseMessages } from './schemas';

const valid = {
  title: 'Quran Reading',
  shortDescription: 'Read the Quran fluently.',
  description: 'A complete path to fluent Quran reading.',
  category: 'Quranic Arabic',
  whatYouWillLearn: ['Tajweed'],
};

function firstMessage(input: unknown): string | undefined {
  const result = courseInputSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('courseInputSchema', () => {
  it('accepts a minimal course and fills the defaults: beginner, draft, no modules', () => {
    const parsed = courseInputSchema.parse(valid);
    expect(parsed).toMatchObject({
      level: 'beginner',
      isPublished: false,
      modules: [],
      coverPhoto: '',
      whoIsThisFor: '',
    });
  });

  it.each([
    [{ title: ' ab ' }, courseMessages.title],
    [{ title: undefined }, courseMessages.title],
    [{ shortDescription: 'short' }, courseMessages.shortDescription],
    [{ description: 'still too short' }, courseMessages.description],
    [{ category: '' }, courseMessages.category],
    [{ whatYouWillLearn: [] }, courseMessages.outcomes],
    [{ whatYouWillLearn: ['   '] }, courseMessages.outcomes],
    [{ whatYouWillLearn: undefined }, courseMessages.outcomes],
    [{ coverPhoto: 'ftp://example.com/a.png' }, courseMessages.url],
    [{ coverPhoto: '//evil.example.com/a.png' }, courseMessages.url],
    [{ schedulingUrl: 'calendly' }, courseMessages.url],
  ])('rejects %j with its own message', (override, message) => {
    expect(firstMessage({ ...valid, ...override })).toBe(message);
  });

  it('trims text, drops blank outcomes and incomplete modules, keeps module order', () => {
    const parsed = courseInputSchema.parse({
      ...valid,
      title: '  Quran Reading  ',
      whatYouWillLearn: [' a ', '', 'b'],
      coverPhoto: 'https://example.com/cover.png',
      modules: [
        { title: ' One ', description: ' first ' },
        { title: 'No description', description: '  ' },
        { title: '', description: '' },
        { title: 'Two', description: 'second' },
      ],
    });
    expect(parsed.title).toBe('Quran Reading');
    expect(parsed.whatYouWillLearn).toEqual(['a', 'b']);
    expect(parsed.modules).toEqual([
      { title: 'One', description: 'first' },
      { title: 'Two', description: 'second' },
    ]);
  });

  it('accepts a site path for the cover photo and rejects unknown fields', () => {
    expect(courseInputSchema.safeParse({ ...valid, coverPhoto: '/images/courses/a.svg' }).success).toBe(true);
    expect(courseInputSchema.safeParse({ ...valid, createdBy: 'me' }).success).toBe(false);
  });
});
