import { Box, Checkbox, CheckboxGroup, Fieldset, RadioGroup, Stack } from '@chakra-ui/react';

/**
 * A required question's legend: the same red asterisk as a required text field, and the word
 * "required" for screen readers (a group of checkboxes cannot carry aria-required itself).
 */
function Legend({ text, required }: { text: string; required?: boolean }) {
  return (
    <Fieldset.Legend fontWeight="medium">
      {text}
      {required && (
        <>
          <Box as="span" aria-hidden="true" color="fg.error" ms="1">
            *
          </Box>
          <Box as="span" srOnly>
            (required)
          </Box>
        </>
      )}
    </Fieldset.Legend>
  );
}

interface Option {
  value: string;
  label: string;
}

/** One answer from a few, as radio buttons in a fieldset whose legend names the question. */
export function RadioField(props: {
  legend: string;
  name: string;
  options: readonly Option[];
  value: string | undefined;
  onChange(value: string): void;
  error?: string;
  required?: boolean;
}) {
  return (
    <Fieldset.Root invalid={Boolean(props.error)}>
      <Legend text={props.legend} required={props.required} />
      <RadioGroup.Root
        name={props.name}
        required={props.required}
        value={props.value ?? null}
        onValueChange={(details) => details.value && props.onChange(details.value)}
        colorPalette="brand"
      >
        <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: '2', sm: '5' }} flexWrap="wrap">
          {props.options.map((option) => (
            <RadioGroup.Item key={option.value} value={option.value}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      {props.error && <Fieldset.ErrorText>{props.error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}

/** Several answers from a list, as checkboxes in a fieldset. */
export function CheckboxesField(props: {
  legend: string;
  name: string;
  options: readonly string[];
  value: readonly string[] | undefined;
  onChange(value: string[]): void;
  error?: string;
  required?: boolean;
}) {
  return (
    <Fieldset.Root invalid={Boolean(props.error)}>
      <Legend text={props.legend} required={props.required} />
      <CheckboxGroup
        name={props.name}
        value={[...(props.value ?? [])]}
        onValueChange={props.onChange}
        colorPalette="brand"
      >
        <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: '2', sm: '5' }} flexWrap="wrap">
          {props.options.map((option) => (
            <Checkbox.Root key={option} value={option}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{option}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      </CheckboxGroup>
      {props.error && <Fieldset.ErrorText>{props.error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
