import { Button, HStack } from '@chakra-ui/react';

/**
 * Approve and Reject for one pending item of a back-office list; `subject` completes the buttons'
 * accessible names ('request from Amina Yusuf' → 'Approve request from Amina Yusuf').
 */
export function DecisionButtons({
  subject,
  onApprove,
  onReject,
}: {
  subject: string;
  onApprove(): void;
  onReject(): void;
}) {
  return (
    <HStack gap="2" justify={{ md: 'end' }}>
      <Button size="sm" colorPalette="brand" onClick={onApprove} aria-label={`Approve ${subject}`}>
        Approve
      </Button>
      <Button size="sm" variant="outline" colorPalette="red" onClick={onReject} aria-label={`Reject ${subject}`}>
        Reject
      </Button>
    </HStack>
  );
}
