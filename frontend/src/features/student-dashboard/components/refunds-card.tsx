import { useState } from 'react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { REFUND_WINDOW_DAYS, type RefundablePurchase } from '@app/shared/refunds/schemas';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notify } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/api-client';
import { useAskRefund } from '../api/ask-refund';
import { DashboardCard } from './dashboard-card';

const usd = (amount: number) => `$${amount.toFixed(2)}`;
const sessions = (count: number) => `${count} unused session${count === 1 ? '' : 's'}`;
const day = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' }).format(new Date(iso));

/**
 * Purchases whose unused sessions can still be refunded (within 14 days of approval): what would
 * be refunded is shown, and confirmed, before asking. Hidden when there is none.
 */
export function RefundsCard({ purchases }: { purchases: RefundablePurchase[] }) {
  const [asking, setAsking] = useState<RefundablePurchase | null>(null);
  const ask = useAskRefund();
  if (purchases.length === 0) return null;

  const confirm = () => {
    if (!asking) return;
    ask.mutate(asking.packageRequestId, {
      onSuccess: () => {
        notify.success('Refund requested', 'Our team replies within 24 hours; your sessions stay until then.');
        setAsking(null);
      },
      onError: (error) => notify.error('Refund not requested', errorMessage(error)),
    });
  };

  return (
    <DashboardCard id="refunds" title="Unused Sessions Refund">
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          Unused sessions can be refunded within {REFUND_WINDOW_DAYS} days of a purchase.
        </Text>
        <Stack as="ul" listStyleType="none" gap="3">
          {purchases.map((purchase) => (
            <HStack
              as="li"
              key={purchase.packageRequestId}
              justify="space-between"
              gap="3"
              p="3"
              borderWidth="1px"
              rounded="md"
              flexWrap="wrap"
            >
              <Stack gap="0" minW="0">
                <Text fontWeight="medium">
                  {purchase.packageName}
                  {purchase.courseTitle ? ` · ${purchase.courseTitle}` : ''}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {sessions(purchase.sessions)} × {usd(purchase.pricePerSessionUsd)} = {usd(purchase.amountUsd)} · until{' '}
                  {day(purchase.refundableUntil)}
                </Text>
              </Stack>
              <Button size="sm" variant="outline" colorPalette="brand" onClick={() => setAsking(purchase)}>
                Ask for a refund
              </Button>
            </HStack>
          ))}
        </Stack>
      </Stack>
      <ConfirmDialog
        open={asking !== null}
        title="Refund unused sessions?"
        confirmLabel="Ask for the refund"
        pending={ask.isPending}
        onConfirm={confirm}
        onClose={() => setAsking(null)}
      >
        {asking &&
          `We will refund ${sessions(asking.sessions)} of ${asking.packageName} at ${usd(asking.pricePerSessionUsd)} each: ${usd(asking.amountUsd)} in all. The sessions leave your balance once our team approves.`}
      </ConfirmDialog>
    </DashboardCard>
  );
}
