import { useQuery } from '@tanstack/react-query';
import type { Lesson } from '@app/shared/lessons/lessons';
import { apiCall } from '../../../lib/api-client';
import { learnerDataKey } from '../../../lib/query-keys';
import { usePagedList } from '../../../lib/use-paged-list';
import type { CalendarFeedApi } from '../../../components/lessons/calendar-feed-card';

/** GET /api/me/lessons?learnerId=&cursor=: one learner's lessons, newest first, a page at a time. */
export function useMyLessons(learnerId: string | undefined, enabled: boolean) {
  return usePagedList<Lesson>({
    queryKey: [...learnerDataKey(learnerId), 'lessons'],
    fetchPage: (cursor) => apiCall('GET /api/me/lessons', { query: { learnerId, cursor } }),
    enabled,
  });
}

/** GET /api/me/progress?learnerId=: one learner's progress, course by course. */
export function useMyProgress(learnerId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: [...learnerDataKey(learnerId), 'progress'],
    queryFn: () => apiCall('GET /api/me/progress', { query: { learnerId } }),
    enabled,
  });
}

/** One learner's calendar feed (their lessons only). */
export function learnerCalendarFeed(learnerId: string | undefined): CalendarFeedApi {
  return {
    queryKey: [...learnerDataKey(learnerId), 'calendar-feed'],
    read: () => apiCall('GET /api/me/calendar-feed', { query: { learnerId } }),
    create: () => apiCall('POST /api/me/calendar-feed', { body: { learnerId } }),
    revoke: () => apiCall('POST /api/me/calendar-feed/revocation', { body: { learnerId } }),
  };
}
