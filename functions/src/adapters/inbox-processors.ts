import type { Processors } from '../core/inbox/webhook-inbox';
import { processCalendlyDelivery } from './calendly/process-delivery';

/** Each scheduling provider's processor of its stored webhook deliveries. */
export const inboxProcessors: Processors = { calendly: processCalendlyDelivery };
