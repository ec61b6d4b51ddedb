import { describe, expect, it } from 'vitest';
import { signReference, verifyReference } from './booking-reference';

describe('booking reference', () => {
  const student = '6f1c3e1e-5a5b-4a4b-9c9d-111122223333';
  const course = 'a2b3c4d5-e6f7-4a8b-9c0d-444455556666';

  it('names the student it was made for, for that course only', () => {
    const reference = signReference(student, course, 'k');
    expect(verifyReference(reference, course, 'k')).toBe(student);
    expect(verifyReference(reference, 'b2b3c4d5-e6f7-4a8b-9c0d-444455556666', 'k')).toBeNull();
    expect(verifyReference(reference, course, 'other key')).toBeNull();
  });

  it('refuses a reference edited to name someone else', () => {
    const mac = signReference(student, course, 'k').split('.')[1];
    expect(verifyReference(`7f1c3e1e-5a5b-4a4b-9c9d-111122223333.${mac}`, course, 'k')).toBeNull();
    expect(verifyReference(student, course, 'k')).toBeNull();
    expect(verifyReference('', course, 'k')).toBeNull();
  });
});
