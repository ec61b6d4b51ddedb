import { describe, expect, it } from 'vitest';
import { isOtherThanHolder, learnerInputSchema, learnerQuerySchema, sameLearnerName } from './learners';

describe('learners', () => {
  it('compares names as people mean them: case, spaces and accents aside', () => {
    expect(sameLearnerName('Maryam  Rahman', ' maryam rahman ')).toBe(true);
    expect(sameLearnerName('Zaïd', 'zaid')).toBe(true);
    expect(sameLearnerName('Maryam Rahman', 'Maryam Rahmani')).toBe(false);
  });

  it('names a learner in mails and pages only when they are someone else than the holder', () => {
    expect(isOtherThanHolder({ fullName: 'Amina Yusuf', holderName: 'Amina Yusuf' })).toBe(false);
    expect(isOtherThanHolder({ fullName: 'amina yusuf', holderName: 'Amina Yusuf' })).toBe(false);
    expect(isOtherThanHolder({ fullName: 'Yusuf Rahman', holderName: 'Khadija Rahman' })).toBe(true);
    expect(isOtherThanHolder({ fullName: 'Yusuf Rahman', holderName: '' })).toBe(false);
  });

  it('takes a learner id only of the shapes ids have', () => {
    expect(learnerQuerySchema.parse({}).learnerId).toBeUndefined();
    expect(learnerQuerySchema.safeParse({ learnerId: '3f6c1c1e-7d1a-4c8e-9a53-0f1b2c3d4e5f' }).success).toBe(true);
    expect(learnerQuerySchema.safeParse({ learnerId: 'STUDENT#x' }).success).toBe(false);
    expect(learnerQuerySchema.safeParse({ learnerId: 'a'.repeat(65) }).success).toBe(false);
  });

  it("asks for the learner's name with the profile's answers", () => {
    const parsed = learnerInputSchema.safeParse({
      fullName: 'Maryam Rahman',
      ageGroup: 'child',
      level: 'beginner',
      goals: ['Reading Quran', 'Reading Quran'],
      motivation: 'To read like her brother.',
    });
    expect(parsed.success && parsed.data.goals).toEqual(['Reading Quran']);
    const bad = learnerInputSchema.safeParse({ fullName: 'M', goals: [], motivation: 'short' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(['fullName', 'goals', 'motivation']);
  });
});
