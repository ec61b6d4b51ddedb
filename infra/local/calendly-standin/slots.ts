import type { StandInState } from './state';

/**
 * The times a booking page offers: each of the next 7 days from tomorrow (UTC), at 09:00, 13:00
 * and 17:00 UTC, less those already booked (and not canceled) on the same event type.
 */
export const SLOT_DAYS = 7;
export const SLOT_HOURS_UTC = [9, 13, 17];

export function offeredSlots(state: StandInState, eventTypeUuid: string, now = new Date()): Date[] {
  const booked = new Set(
    state.events
      .filter((event) => event.eventTypeUuid === eventTypeUuid && event.status === 'active')
      .map((event) => Date.parse(event.startTime)),
  );
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const slots: Date[] = [];
  for (let day = 1; day <= SLOT_DAYS; day += 1) {
    for (const hour of SLOT_HOURS_UTC) {
      const start = today + day * 86_400_000 + hour * 3_600_000;
      if (!booked.has(start)) slots.push(new Date(start));
    }
  }
  return slots;
}

/** Whether an active event of this event type already starts at `start`. */
export function isBooked(state: StandInState, eventTypeUuid: string, start: Date): boolean {
  return state.events.some(
    (event) =>
      event.eventTypeUuid === eventTypeUuid &&
      event.status === 'active' &&
      Date.parse(event.startTime) === start.getTime(),
  );
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** `Tuesday, 3 March` (UTC). */
export function dayLabel(time: Date): string {
  return `${WEEKDAYS[time.getUTCDay()]}, ${time.getUTCDate()} ${MONTHS[time.getUTCMonth()]}`;
}

/** `09:00` (UTC). */
export function clockLabel(time: Date): string {
  return `${String(time.getUTCHours()).padStart(2, '0')}:${String(time.getUTCMinutes()).padStart(2, '0')}`;
}

/** `Tuesday, 3 March, 09:00 UTC`: how a slot is named on its button ("Book …") and on the confirmation. */
export function slotLabel(time: Date): string {
  return `${dayLabel(time)}, ${clockLabel(time)} UTC`;
}
