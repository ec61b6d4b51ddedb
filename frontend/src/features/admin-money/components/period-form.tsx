import { Box, Button, Flex, Input } from '@chakra-ui/react';
import { moneyQuerySchema, type MoneyQuery } from '@app/shared/credits/money';
import { FormField } from '../../../components/ui/form-field';
import { toastValidationError } from '../../../lib/form-errors';
import { schemaResolver } from '../../../lib/schema-resolver';
import { useAppForm } from '../../../lib/use-app-form';

const periodResolver = schemaResolver<MoneyQuery, typeof moneyQuerySchema>(moneyQuerySchema, (values) => values);

/** The period of the report: from one month to another, checked with the API's own schema before it is asked for. */
export function PeriodForm({ period, onChange }: { period: MoneyQuery; onChange(period: MoneyQuery): void }) {
  const form = useAppForm<MoneyQuery, unknown, MoneyQuery>({ resolver: periodResolver, defaultValues: period });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => onChange(values), toastValidationError);
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Period">
      <Flex gap="3" direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'end' }} wrap="wrap">
        <Box w={{ base: 'full', sm: '52' }}>
          <FormField label="From month" error={errors.from?.message}>
            <Input type="month" bg="white" {...form.register('from')} />
          </FormField>
        </Box>
        <Box w={{ base: 'full', sm: '52' }}>
          <FormField label="To month" error={errors.to?.message}>
            <Input type="month" bg="white" {...form.register('to')} />
          </FormField>
        </Box>
        <Button type="submit" colorPalette="brand" flexShrink={0}>
          Show Period
        </Button>
      </Flex>
    </form>
  );
}
