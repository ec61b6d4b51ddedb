import type { Me, Role } from '@app/shared/auth/schemas';
import type { StudentProfile } from '@app/shared/students/schemas';
import type { Certificate } from '@app/shared/certificates/schemas';

/**
 * A student profile as GET /api/me returns it; a finished intake unless told otherwise. By
 * default the account's first learner, who is its holder (an adult learning alone).
 */
export function studentProfile(overrides: Partial<StudentProfile> = {}): StudentProfile {
  return {
    id: 'u1',
    accountId: 'u1',
    holderName: overrides.fullName ?? 'Sara Ali',
    fullName: 'Sara Ali',
    email: 'sara@example.com',
    phone: '+1 555 0100',
    ageGroup: 'adult',
    level: 'beginner',
    goals: ['Reading Quran'],
    motivation: 'I want to read the Quran fluently.',
    intakeCompleted: true,
    status: 'active',
    createdAt: '2026-01-01T00:00:00Z',
    version: 0,
    ...overrides,
  };
}

/** GET /api/me for a student (with `student`, its one learner) or for another role (without). */
export function me(role: Role | null, student: Partial<StudentProfile> | null = {}): Me {
  const first = role === 'student' && student ? studentProfile(student) : null;
  return {
    userId: 'u1',
    email: 'sara@example.com',
    emailVerified: true,
    role,
    student: first,
    account: first ? { id: first.accountId, fullName: first.holderName, email: first.email, phone: first.phone } : null,
    learners: first ? [first] : [],
  };
}

/** Another learner of Sara's account (a child), for the family's tests. */
export function childLearner(overrides: Partial<StudentProfile> = {}): StudentProfile {
  return studentProfile({
    id: 'l2',
    holderName: 'Sara Ali',
    fullName: 'Yusuf Ali',
    ageGroup: 'child',
    goals: ['Reading Quran'],
    motivation: 'To read the Quran with his grandparents.',
    createdAt: '2026-02-01T00:00:00Z',
    ...overrides,
  });
}

/** GET /api/me for Sara's account holding several learners (herself first unless told). */
export function family(learners: StudentProfile[] = [studentProfile(), childLearner()]): Me {
  return { ...me('student'), student: learners[0] ?? null, learners };
}

/** A valid certificate of completion (as the back office sees it); tests override what they check. */
export function certificateFixture(overrides: Partial<Certificate> = {}): Certificate {
  return {
    code: '7K3M-Q9XD-2HBT-8WZC-N4RF',
    studentId: 'u1',
    studentName: 'Sara Ali',
    courseId: 'c1',
    courseTitle: 'Quran Reading',
    level: 'beginner',
    note: '',
    issuedAt: '2026-03-02T10:00:00Z',
    issuedBy: 'a1',
    status: 'valid',
    revokedAt: null,
    revokedReason: null,
    ...overrides,
  };
}
