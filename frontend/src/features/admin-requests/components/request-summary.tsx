import { Text } from '@chakra-ui/react';
import type { AdminPackageRequest } from '@app/shared/admin/requests';
import { formatUsd } from '../../../lib/money';
import { sessionCount } from '../../../lib/session-count';

export const studentLabel = (request: AdminPackageRequest) =>
  request.studentName || request.studentEmail || 'Unknown student';

/** Who asked for what, as the approve and reject dialogs repeat it. */
export function RequestSummary({ request }: { request: AdminPackageRequest }) {
  return (
    <Text>
      <strong>{studentLabel(request)}</strong> requested <strong>{request.packageName}</strong> (
      {sessionCount(request.sessionCount)}, {formatUsd(request.priceUsd)})
      {request.courseTitle ? (
        <>
          {' '}
          for <strong>{request.courseTitle}</strong>.
        </>
      ) : (
        ' without choosing a course.'
      )}
    </Text>
  );
}
