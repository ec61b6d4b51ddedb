import { schedulingMessages, type LinkMode } from '@app/shared/scheduling/schemas';
import type { ConnectionItem } from '../../db/entities/scheduling-settings';

/**
 * How a course is booked: single-use links when an account is connected, its plan has not refused
 * them, and the course is mapped to one of its event types; otherwise the course's reusable
 * scheduling page, with the reason the back office shows.
 */
export function linkModeOf(
  connection: ConnectionItem | null,
  eventTypeUri: string | null,
): { mode: LinkMode; reason: string | null } {
  if (!connection) return { mode: 'scheduling_page', reason: schedulingMessages.notConnected };
  if (connection.singleUseLinks === false)
    return { mode: 'scheduling_page', reason: connection.singleUseReason ?? schedulingMessages.planRefused };
  if (!eventTypeUri) return { mode: 'scheduling_page', reason: schedulingMessages.notMapped };
  return { mode: 'single_use', reason: null };
}
