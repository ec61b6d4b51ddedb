import { useState, type FormEvent } from 'react';
import { Alert, Stack, Text } from '@chakra-ui/react';
import {
  BEYOND_BALANCE_LABELS,
  BEYOND_BALANCE_POLICIES,
  schedulingMessages,
  type BeyondBalancePolicy,
  type SchedulingSettings,
} from '@app/shared/scheduling/schemas';
import { BusyButton } from '../../../components/ui/busy-button';
import { RadioField } from '../../../components/ui/choice-fields';
import { notify } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/api-client';
import { useSavePolicy } from '../api/scheduling';
import { SectionCard } from './section-card';

const LEGEND = 'When a booking arrives with no session left to pay for it';
const options = BEYOND_BALANCE_POLICIES.map((value) => ({ value, label: BEYOND_BALANCE_LABELS[value] }));

/** What happens to a booking beyond the learner's balance: super admins choose, others see it. */
export function PolicySection({ settings, isSuperAdmin }: { settings: SchedulingSettings; isSuperAdmin: boolean }) {
  const save = useSavePolicy();
  const [chosen, setChosen] = useState<BeyondBalancePolicy | null>(null);
  const [refusal, setRefusal] = useState<string | undefined>();
  const value = chosen ?? settings.beyondBalance;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setRefusal(undefined);
    try {
      await save.mutateAsync(value);
    } catch (error) {
      const message = errorMessage(error);
      setRefusal(message);
      notify.error('Not saved', message, { onPage: true, silent: true });
      return;
    }
    setChosen(null);
    notify.success(schedulingMessages.saved);
  }

  return (
    <SectionCard id="scheduling-policy" title="Bookings beyond the balance">
      {isSuperAdmin ? (
        <form onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="scheduling-policy">
          <Stack gap="4">
            <RadioField
              legend={LEGEND}
              name="beyondBalance"
              options={options}
              value={value}
              onChange={(next) => {
                const policy = BEYOND_BALANCE_POLICIES.find((known) => known === next);
                if (policy) setChosen(policy);
                setRefusal(undefined);
              }}
            />
            {refusal && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Description>{refusal}</Alert.Description>
              </Alert.Root>
            )}
            <BusyButton type="submit" colorPalette="brand" alignSelf="start" busy={save.isPending} busyText="Saving...">
              Save policy
            </BusyButton>
          </Stack>
        </form>
      ) : (
        <Stack gap="1">
          <Text color="fg.muted">{LEGEND}:</Text>
          <Text fontWeight="medium">{BEYOND_BALANCE_LABELS[settings.beyondBalance]}</Text>
        </Stack>
      )}
    </SectionCard>
  );
}
