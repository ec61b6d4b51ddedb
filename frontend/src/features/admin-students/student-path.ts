/** The back office's page of one student (a learner). */
export const studentPath = (studentId: string) => `/admin/students/${encodeURIComponent(studentId)}`;
