import { describe, expect, it } from 'vitest';
import { aboutLearner, greeting, subjectAbout } from './addressee';

describe('mails about a learner', () => {
  const child = { fullName: 'Maryam Rahman', email: 'khadija@example.com', holderName: 'Khadija Rahman' };
  const adult = { fullName: 'Amina Yusuf', email: 'amina@example.com', holderName: 'Amina Yusuf' };

  it('greet the holder and name the child when the learner is someone else', () => {
    expect(greeting(child)).toBe('Assalamu alaikum Khadija Rahman,');
    expect(subjectAbout(child, 'Lesson booked: Tajweed')).toBe('Lesson booked: Tajweed (for Maryam Rahman)');
    expect(aboutLearner(child)).toEqual(["This is about Maryam Rahman's lessons.", '']);
  });

  it('read as before for an adult learning alone, and for a profile written before families', () => {
    for (const person of [adult, { fullName: 'Amina Yusuf', email: 'amina@example.com' }]) {
      expect(greeting(person)).toBe('Assalamu alaikum Amina Yusuf,');
      expect(subjectAbout(person, 'Lesson booked: Tajweed')).toBe('Lesson booked: Tajweed');
      expect(aboutLearner(person)).toEqual([]);
    }
  });
});
