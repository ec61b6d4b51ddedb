/** A price in dollars with cents ('$180.00'). */
export function formatUsd(amount: number): string {
  return `$${amount.toFixed(2)}`;
}
