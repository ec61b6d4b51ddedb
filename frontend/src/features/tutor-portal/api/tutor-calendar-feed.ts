import { apiCall } from '../../../lib/api-client';
import type { CalendarFeedApi } from '../../../components/lessons/calendar-feed-card';
import { tutorKeys } from '../query-keys';

/** The tutor's own calendar feed: every lesson they teach. */
export const tutorCalendarFeed: CalendarFeedApi = {
  queryKey: tutorKeys.calendarFeed,
  read: () => apiCall('GET /api/tutor/calendar-feed'),
  create: () => apiCall('POST /api/tutor/calendar-feed', { body: {} }),
  revoke: () => apiCall('POST /api/tutor/calendar-feed/revocation', { body: {} }),
};
