/**
 * Every query of the signed-in student's own data (dashboard, course balances) starts with this
 * key, so whatever changes them (a booking, a package request, a saved profile) can refresh them
 * all without knowing which feature reads which.
 */
export const studentDataKey = ['me'] as const;
