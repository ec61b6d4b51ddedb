import { runCreditExpiryJob } from '../../core/credits/credit-expiry-job';

/** Run every hour by a schedule (EventBridge in AWS, an interval in `npm start`). */
export const handler = async (): Promise<void> => runCreditExpiryJob();
