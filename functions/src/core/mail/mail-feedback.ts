import type { MailSuppression } from '@app/shared/admin/mail';
import * as Suppressions from '../../db/entities/mail-suppression';
import { log } from '../../lib/logger';
import { countMetric } from '../../lib/metrics';

/**
 * The mail service's feedback on what it delivered (SES event publishing, through SNS): a
 * permanent bounce or a complaint stops the school mailing that address. Transient bounces (a full
 * mailbox) and deliveries change nothing. Returns the addresses now suppressed.
 */
export async function recordMailFeedback(event: unknown): Promise<string[]> {
  const suppressions = suppressionsOf(event);
  for (const suppression of suppressions) {
    await Suppressions.put(suppression);
    countMetric(suppression.reason === 'bounce' ? 'MailsBounced' : 'MailsComplained');
    // The address is personal data: the log says that it happened, the table says to whom.
    log('warn', 'an address stopped receiving school mail', { reason: suppression.reason });
  }
  return suppressions.map((suppression) => suppression.email);
}

interface SesEvent {
  eventType?: string;
  notificationType?: string;
  bounce?: {
    bounceType?: string;
    timestamp?: string;
    bouncedRecipients?: { emailAddress?: string; diagnosticCode?: string }[];
  };
  complaint?: { timestamp?: string; complainedRecipients?: { emailAddress?: string }[] };
}

/** What an SES event (configuration-set event publishing or identity notification) means for us. */
export function suppressionsOf(event: unknown): MailSuppression[] {
  const ses = (typeof event === 'object' && event !== null ? event : {}) as SesEvent;
  const type = ses.eventType ?? ses.notificationType;
  const now = new Date().toISOString();
  if (type === 'Bounce' && ses.bounce?.bounceType === 'Permanent') {
    return (ses.bounce.bouncedRecipients ?? []).flatMap((recipient) =>
      recipient.emailAddress
        ? [
            {
              email: recipient.emailAddress.toLowerCase(),
              reason: 'bounce' as const,
              at: ses.bounce?.timestamp ?? now,
              detail: recipient.diagnosticCode?.slice(0, 500) ?? null,
            },
          ]
        : [],
    );
  }
  if (type === 'Complaint') {
    return (ses.complaint?.complainedRecipients ?? []).flatMap((recipient) =>
      recipient.emailAddress
        ? [
            {
              email: recipient.emailAddress.toLowerCase(),
              reason: 'complaint' as const,
              at: ses.complaint?.timestamp ?? now,
              detail: null,
            },
          ]
        : [],
    );
  }
  return [];
}
