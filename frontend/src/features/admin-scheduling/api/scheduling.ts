import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BeyondBalancePolicy, SchedulingSettings } from '@app/shared/scheduling/schemas';
import { useInvalidateAdmin } from '../../../lib/admin-queries';
import { apiCall } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

export const schedulingQueryKey = adminKeys.scheduling;

/** GET /api/admin/scheduling: the account, how each course is booked, the policy, the webhook, the checks. */
export const getSchedulingSettings = () => apiCall('GET /api/admin/scheduling');

export function useSchedulingSettings() {
  return useQuery({ queryKey: schedulingQueryKey, queryFn: getSchedulingSettings });
}

/**
 * The super admin's changes answer the settings as they now are: shown at once; the dashboard and
 * the activity log (which records the change) are refreshed.
 */
function useSettingsMutation<TInput>(call: (input: TInput) => Promise<SchedulingSettings>) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: call,
    onSuccess: (settings) => {
      queryClient.setQueryData(schedulingQueryKey, settings);
      void invalidate();
    },
  });
}

/** POST /api/admin/scheduling/connection (super admin): the personal access token, checked with Calendly. */
export function useConnectCalendly() {
  return useSettingsMutation((token: string) => apiCall('POST /api/admin/scheduling/connection', { body: { token } }));
}

export interface EventTypeMapping {
  courseId: string;
  eventTypeUri: string | null;
}

/** PUT /api/admin/scheduling/event-types (super admin): the courses whose event type changed. */
export function useSaveEventTypes() {
  return useSettingsMutation((mappings: EventTypeMapping[]) =>
    apiCall('PUT /api/admin/scheduling/event-types', { body: { mappings } }),
  );
}

/** PUT /api/admin/scheduling/policy (super admin): what happens to a booking beyond the balance. */
export function useSavePolicy() {
  return useSettingsMutation((beyondBalance: BeyondBalancePolicy) =>
    apiCall('PUT /api/admin/scheduling/policy', { body: { beyondBalance } }),
  );
}

/** POST /api/admin/scheduling/webhook (super admin): re-creates a disabled or missing subscription. */
export function useRecreateWebhook() {
  return useSettingsMutation(() => apiCall('POST /api/admin/scheduling/webhook', { body: {} }));
}

/**
 * POST /api/admin/scheduling/reconciliation (any admin): checks the calendar now. What it applied
 * moves the bookings, lessons and balances, so those screens are refreshed with the settings.
 */
export function useCheckCalendar() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: () => apiCall('POST /api/admin/scheduling/reconciliation', { body: {} }),
    onSettled: () => invalidate(schedulingQueryKey, adminKeys.bookings, adminKeys.lessons, adminKeys.students),
  });
}
