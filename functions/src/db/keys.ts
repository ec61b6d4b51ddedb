/**
 * Key builders for the single table. Generic key attributes (pk, sk, gsi1pk..gsi3sk) so that
 * one table serves every entity; db/README.md lists each entity and the access pattern of each key.
 */
/** gsi1: every item of a type; gsi2: a sparse list (published, active); gsi3: a sparse list by a second attribute. */
export const GSI1 = 'gsi1';
export const GSI2 = 'gsi2';
export const GSI3 = 'gsi3';

export const keys = {
  course: (courseId: string) => ({ pk: `COURSE#${courseId}`, sk: 'COURSE' }),
  courseModule: (courseId: string, moduleId: string) => ({
    pk: `COURSE#${courseId}`,
    sk: `MODULE#${moduleId}`,
  }),
  package: (packageId: string) => ({ pk: `PACKAGE#${packageId}`, sk: 'PACKAGE' }),
  admin: (userId: string) => ({ pk: `ADMIN#${userId}`, sk: 'ADMIN' }),
  student: (userId: string) => ({ pk: `STUDENT#${userId}`, sk: 'PROFILE' }),
  setupLock: () => ({ pk: 'SYSTEM', sk: 'SUPER_ADMIN_SETUP' }),
  seedMarker: (name: string) => ({ pk: 'SYSTEM', sk: `SEED#${name}` }),
  activity: (createdAt: string, id: string) => ({ pk: 'ACTIVITY', sk: `${createdAt}#${id}` }),
  lead: (leadId: string) => ({ pk: `LEAD#${leadId}`, sk: 'LEAD' }),
  rateWindow: (action: string, caller: string, windowStart: number) => ({
    pk: `RATE#${action}#${caller}`,
    sk: String(windowStart),
  }),
};

/** Sort keys that order newest first when queried with ScanIndexForward false. */
export const byCreated = (createdAt: string, id: string) => `${createdAt}#${id}`;

/** Zero-padded so that string order is numeric order. */
export const padNumber = (value: number, width = 6) => String(value).padStart(width, '0');
