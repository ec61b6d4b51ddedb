import type { DashboardLot } from '@app/shared/students/dashboard';

/** Where a lot's sessions come from: the package bought, or the school's gift. */
export function lotSource(lot: Pick<DashboardLot, 'kind' | 'packageName'>): string {
  if (lot.kind === 'grant') return 'Given by the school';
  return lot.packageName ?? 'Package';
}

/** How much of a lot is left ('3 of 8 left'). */
export function lotLeft(lot: Pick<DashboardLot, 'sessionsLeft' | 'sessionsBought'>): string {
  return `${lot.sessionsLeft} of ${lot.sessionsBought} left`;
}
