export interface Package {
  id: string;
  name: string;
  description: string;
  priceUsd: number;
  sessionCount: number;
  isActive: boolean;
  /** Days its sessions can be used from the purchase's approval; null (or absent on older packages): no expiry. */
  validityDays?: number | null;
  /** Counts the team's saves: an edit names the version it read. */
  version: number;
}

/** Price per session: price divided by session count, 2 decimals. */
export function pricePerSession(pkg: Pick<Package, 'priceUsd' | 'sessionCount'>): string {
  return (pkg.priceUsd / pkg.sessionCount).toFixed(2);
}

export function isPopular(pkg: Pick<Package, 'name'>): boolean {
  return pkg.name.includes('Popular');
}

export function centsToUsd(cents: number): number {
  return Math.round(cents) / 100;
}
