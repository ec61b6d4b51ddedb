import { describe, expect, it } from 'vitest';
import { childLearner, family, me, studentProfile } from '../../testing/fixtures';
import { intakeToOffer, learnerFromIntake } from '../learner-from-intake';

const LEAD_ID = '5f0c7a7e-2b1d-4c3e-9f8a-1b2c3d4e5f60';
const saved = {
  fullName: ' Adam Ali ',
  email: 'sara@example.com',
  ageGroup: 'kid',
  level: 'intermediate',
  goals: ['Quran/Reading', 'Exam Prep', 'School Support'],
  why: '  He wants to read with his grandfather.  ',
};

describe('learnerFromIntake', () => {
  it("puts the public intake's answers in the profile's words, with the lead", () => {
    expect(learnerFromIntake(saved, LEAD_ID)).toEqual({
      input: {
        fullName: 'Adam Ali',
        ageGroup: 'child',
        level: 'intermediate',
        goals: ['Reading Quran', 'Academic purposes'],
        motivation: 'He wants to read with his grandfather.',
        leadId: LEAD_ID,
      },
      complete: true,
    });
  });

  it('takes the name given, and leaves out a lead id that is not one', () => {
    const { input } = learnerFromIntake(saved, 'not-a-lead', 'Adam');
    expect(input.fullName).toBe('Adam');
    expect(input).not.toHaveProperty('leadId');
  });

  it('says when the answers are not enough for a profile, so the form opens to finish them', () => {
    // "Other" has no profile goal.
    expect(learnerFromIntake({ ...saved, goals: ['Other'] })).toMatchObject({ complete: false, input: { goals: [] } });
    expect(learnerFromIntake({ ...saved, why: 'Short' }).complete).toBe(false);
    // No age group: the profile would assume an adult.
    const { input, complete } = learnerFromIntake({ ...saved, ageGroup: undefined });
    expect(complete).toBe(false);
    expect(input.ageGroup).toBeUndefined();
    expect(learnerFromIntake({ ...saved, level: 'expert' }).complete).toBe(false);
  });
});

describe('intakeToOffer', () => {
  const kept = { ...saved, leadId: LEAD_ID };

  it('offers answers about someone the account does not hold yet', () => {
    expect(intakeToOffer(kept, me('student'))).toBe(kept);
  });

  it('offers nothing for a learner of the account or its holder, whatever the case and spaces', () => {
    expect(
      intakeToOffer(
        { ...kept, fullName: 'adam  ali' },
        family([studentProfile(), childLearner({ fullName: 'Adam Ali' })]),
      ),
    ).toBeNull();
    expect(intakeToOffer({ ...kept, fullName: 'SARA ALI' }, me('student'))).toBeNull();
    const parent = family([childLearner({ id: 'u1', holderName: 'Fatima Ali' })]);
    expect(
      intakeToOffer(
        { ...kept, fullName: 'Fatima Ali' },
        { ...parent, account: { ...parent.account!, fullName: 'Fatima Ali' } },
      ),
    ).toBeNull();
  });

  it('offers nothing without answers, to the team, or to a full account', () => {
    expect(intakeToOffer(null, me('student'))).toBeNull();
    expect(intakeToOffer(kept, me('admin'))).toBeNull();
    expect(intakeToOffer(kept, null)).toBeNull();
    const eight = Array.from({ length: 8 }, (_, index) =>
      childLearner({ id: `l${index}`, fullName: `Child ${index}` }),
    );
    expect(intakeToOffer(kept, family(eight))).toBeNull();
  });

  it('offers nothing from answers another address left in this browser (a shared computer)', () => {
    expect(intakeToOffer({ ...kept, email: 'someone.else@example.com' }, me('student'))).toBeNull();
    const shouted = { ...kept, email: ' SARA@example.com ' };
    expect(intakeToOffer(shouted, me('student'))).toBe(shouted);
  });
});
