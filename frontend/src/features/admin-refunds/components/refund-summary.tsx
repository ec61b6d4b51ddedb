import { Stack, Text } from '@chakra-ui/react';
import type { RefundRequest } from '@app/shared/refunds/schemas';
import { formatUsd } from '../../../lib/money';
import { sessionCount } from '../../../lib/session-count';

export const studentLabel = (refund: RefundRequest) => refund.studentName || refund.studentEmail || 'Unknown student';

/** '3 sessions × $20.00': how the amount is made up. */
export const refundMath = (refund: RefundRequest) =>
  `${sessionCount(refund.sessions)} × ${formatUsd(refund.pricePerSessionUsd)}`;

/** The figures behind the amount, and who to reach: 'Starter · 3 sessions × $20.00 · sara@example.com'. */
export function RefundDetails({ refund }: { refund: RefundRequest }) {
  return (
    <Text fontSize="sm" color="fg.muted">
      {[refund.packageName, refundMath(refund), refund.studentEmail].filter(Boolean).join(' · ')}
    </Text>
  );
}

/** What the decision is about, as the reject dialog shows it. */
export function RefundSummary({ refund }: { refund: RefundRequest }) {
  return (
    <Stack gap="1">
      <Text>
        <strong>{studentLabel(refund)}</strong> asks for a refund of <strong>{formatUsd(refund.amountUsd)}</strong> for
        the unused sessions of <strong>{refund.packageName}</strong>
        {refund.courseTitle ? (
          <>
            {' '}
            (<strong>{refund.courseTitle}</strong>)
          </>
        ) : null}
        .
      </Text>
      <RefundDetails refund={refund} />
    </Stack>
  );
}

/** What approving does: "3 sessions ($60.00) leave Sara Ali's Quran Reading balance." */
export function BalanceChange({ refund }: { refund: RefundRequest }) {
  return (
    <Text>
      <strong>
        {sessionCount(refund.sessions)} ({formatUsd(refund.amountUsd)})
      </strong>{' '}
      leave <strong>{studentLabel(refund)}</strong>&apos;s{' '}
      {refund.courseTitle ? (
        <>
          <strong>{refund.courseTitle}</strong> balance.
        </>
      ) : (
        'balance for this course.'
      )}
    </Text>
  );
}
