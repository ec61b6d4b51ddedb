import { describe, expect, it } from 'vitest';
import { signupIntake } from '../signup-intake';

const saved = { fullName: 'Maryam', email: 'm@example.com', level: '', goals: [], why: '' };

describe('signupIntake', () => {
  it('sends nothing when this browser kept no intake, or no usable answer', () => {
    expect(signupIntake(null)).toBeUndefined();
    expect(signupIntake(saved)).toBeUndefined();
    expect(signupIntake({ ...saved, level: 'expert', goals: ['Flying'], ageGroup: 'baby' })).toBeUndefined();
  });
  it('keeps the valid answers as the public form named them', () => {
    expect(
      signupIntake(
        {
          ...saved,
          ageGroup: 'kid',
          level: 'beginner',
          goals: ['Conversation', 'Quran/Reading'],
          why: '  To read with my children  ',
        },
        'maryam',
      ),
    ).toEqual({
      ageGroup: 'kid',
      level: 'beginner',
      goals: ['Conversation', 'Quran/Reading'],
      why: 'To read with my children',
    });
  });
  it('drops only the answers the server would refuse', () => {
    expect(
      signupIntake({
        ...saved,
        ageGroup: 'child',
        level: 'advanced',
        goals: ['Travel', 'Other'],
        why: 'x'.repeat(1001),
      }),
    ).toEqual({ ageGroup: undefined, level: 'advanced', goals: ['Other'], why: '' });
  });
  it("names the child as the learner when a parent signs up under their own name from a child's intake", () => {
    const child = { ...saved, fullName: 'Yusuf Khan', ageGroup: 'kid', level: 'beginner', goals: ['Quran/Reading'] };
    expect(signupIntake(child, 'Maryam Khan')).toEqual({
      ageGroup: 'kid',
      level: 'beginner',
      goals: ['Quran/Reading'],
      why: '',
      learnerName: 'Yusuf Khan',
    });
    // The same name: the person signing up is the learner.
    expect(signupIntake(child, ' yusuf khan ')).not.toHaveProperty('learnerName');
    // An adult's intake is always their own.
    expect(signupIntake({ ...child, ageGroup: 'adult' }, 'Maryam Khan')).not.toHaveProperty('learnerName');
  });
});
