import type { Page } from '@app/shared/http/page';
import type { RefundRequest, RefundStatus } from '@app/shared/refunds/schemas';
import * as Refund from '../../db/entities/refund-request';

/** Refund requests for the team, newest first, all or of one status. */
export function list(
  filter: { status?: RefundStatus },
  page: { cursor?: string; limit: number },
): Promise<Page<RefundRequest>> {
  return Refund.query(filter, page);
}
