const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * The day a certificate was issued or revoked, in words ('2 March 2026'), in UTC: the PDF, the
 * public page, the dashboard and the back office show the same day wherever the reader is, and no
 * reader mistakes the day for the month.
 */
export function formatCertificateDate(iso: string): string {
  return longDate.format(new Date(iso));
}
