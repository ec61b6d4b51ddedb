import type { Context, SNSEvent } from 'aws-lambda';
import { recordMailFeedback } from '../../core/mail/mail-feedback';
import { beginJobLog, endJobLog, errorFields, log } from '../../lib/logger';
import { flushMetrics } from '../../lib/metrics';

/**
 * SES publishes each bounce and complaint of the school's configuration set to an SNS topic, which
 * calls this: the address is suppressed (no school mail goes to it any more) and the team sees it
 * on the student's page and in Mail problems. A message that is not JSON is logged and dropped.
 */
export const handler = async (event: SNSEvent, context?: Context): Promise<void> => {
  beginJobLog({ lambdaContext: context, job: 'record-mail-feedback' });
  try {
    for (const record of event.Records ?? []) {
      let message: unknown;
      try {
        message = JSON.parse(record.Sns.Message);
      } catch (error) {
        log('error', 'mail feedback that is not JSON; dropped', errorFields(error));
        continue;
      }
      await recordMailFeedback(message);
    }
  } finally {
    flushMetrics();
    endJobLog();
  }
};
