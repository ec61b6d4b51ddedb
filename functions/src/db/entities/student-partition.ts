/**
 * A student's partition (`STUDENT#<userId>`) holds their profile, one balance item per course and
 * their certificates. The partition key and the balance items' shape live here, below the entity
 * files that read them together, so those files never import each other.
 */
export const studentPartition = (studentId: string) => `STUDENT#${studentId}`;

/** Sort-key prefix of the course balances in a student's partition. */
export const BALANCE_SK_PREFIX = 'BALANCE#';

export interface BalanceItem {
  studentId: string;
  courseId: string;
  sessionsRemaining: number;
  updatedAt: string;
}

/**
 * A course's credit lots sort right after its balance (`BALANCE#<courseId>#LOT#<lotId>`), so one
 * Query reads a balance and the lots it adds up to.
 */
export const lotSortKey = (courseId: string, lotId: string) => `${BALANCE_SK_PREFIX}${courseId}#LOT#${lotId}`;
export const lotsPrefix = (courseId: string) => `${BALANCE_SK_PREFIX}${courseId}#LOT#`;
