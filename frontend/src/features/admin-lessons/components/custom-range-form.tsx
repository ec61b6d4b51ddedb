import { Box, Button, Flex, Input } from '@chakra-ui/react';
import { lessonsQuerySchema } from '@app/shared/lessons/lessons';
import { FormField } from '../../../components/ui/form-field';
import { toastValidationError } from '../../../lib/form-errors';
import { schemaResolver } from '../../../lib/schema-resolver';
import { useAppForm } from '../../../lib/use-app-form';
import { rangeOf } from '../lesson-range';

interface DayRange {
  /** The first and the last day shown, YYYY-MM-DD. */
  from: string;
  to: string;
}

/** The two days become the instants the API takes, checked with its own schema (at most 62 days). */
const resolver = schemaResolver<DayRange, typeof lessonsQuerySchema>(lessonsQuerySchema, (values) =>
  rangeOf({ range: 'custom', ...values }),
);

/** A custom range: from one day to another (both included), in the viewer's own zone. */
export function CustomRangeForm({ range, onChange }: { range: DayRange; onChange(range: DayRange): void }) {
  const form = useAppForm({ resolver, defaultValues: range });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(() => onChange(form.getValues()), toastValidationError);
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Custom range">
      <Flex gap="3" direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'end' }} wrap="wrap">
        <Box w={{ base: 'full', sm: '48' }}>
          <FormField label="From day" error={errors.from?.message}>
            <Input type="date" bg="white" {...form.register('from')} />
          </FormField>
        </Box>
        <Box w={{ base: 'full', sm: '48' }}>
          <FormField label="To day (included)" error={errors.to?.message}>
            <Input type="date" bg="white" {...form.register('to')} />
          </FormField>
        </Box>
        <Button type="submit" colorPalette="brand" flexShrink={0}>
          Show Lessons
        </Button>
      </Flex>
    </form>
  );
}
