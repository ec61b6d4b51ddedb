import { Box, Checkbox, CheckboxGroup, Field, Fieldset, RadioGroup, Stack } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

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

/**
 * What each choice of a group carries so its error is read with it: marked invalid, described by
 * the group's error. (The fieldset's own description is read only when entering the group.)
 */
function choiceDescription(errorId: string, error: string | undefined) {
  return error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
}

/** The group's error: not a live region (the form announces once), its id named by every choice. */
function GroupError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <Fieldset.ErrorText id={id} aria-live="off">
      {error}
    </Fieldset.ErrorText>
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
  const errorId = useId();
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
          {props.options.map((option, index) => (
            <RadioGroup.Item key={option.value} value={option.value}>
              <RadioGroup.ItemHiddenInput
                {...choiceDescription(errorId, props.error)}
                // Like native radios: a group with no choice yet is one Tab stop (its first), arrows move within.
                tabIndex={!props.value && index > 0 ? -1 : undefined}
              />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      <GroupError id={errorId} error={props.error} />
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
  const errorId = useId();
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
              <Checkbox.HiddenInput {...choiceDescription(errorId, props.error)} />
              <Checkbox.Control />
              <Checkbox.Label>{option}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      </CheckboxGroup>
      <GroupError id={errorId} error={props.error} />
    </Fieldset.Root>
  );
}

/** One box to tick (a consent), with its error read with it, like a text field's. */
export function CheckboxField(props: {
  name: string;
  label: ReactNode;
  checked: boolean;
  onChange(checked: boolean): void;
  onBlur?(): void;
  error?: string;
  required?: boolean;
}) {
  const errorId = useId();
  return (
    <Field.Root invalid={Boolean(props.error)} required={props.required}>
      <Checkbox.Root
        checked={props.checked}
        onCheckedChange={(details) => props.onChange(details.checked === true)}
        colorPalette="brand"
        required={props.required}
        invalid={Boolean(props.error)}
      >
        <Checkbox.HiddenInput name={props.name} onBlur={props.onBlur} {...choiceDescription(errorId, props.error)} />
        <Checkbox.Control />
        <Checkbox.Label>
          {props.label}
          {props.required && (
            <Box as="span" aria-hidden="true" color="fg.error" ms="1">
              *
            </Box>
          )}
        </Checkbox.Label>
      </Checkbox.Root>
      {props.error && (
        <Field.ErrorText id={errorId} aria-live="off">
          {props.error}
        </Field.ErrorText>
      )}
    </Field.Root>
  );
}
