import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Label, control, and the field's error under it, linked for screen readers by Field.Root. */
export function FormField(props: {
  label: string;
  error?: string;
  required?: boolean;
  helper?: string;
  children: ReactNode;
}) {
  return (
    <Field.Root invalid={Boolean(props.error)} required={props.required}>
      <Field.Label>
        {props.label}
        {props.required && <Field.RequiredIndicator />}
      </Field.Label>
      {props.children}
      {props.helper && !props.error && <Field.HelperText>{props.helper}</Field.HelperText>}
      {props.error && <Field.ErrorText>{props.error}</Field.ErrorText>}
    </Field.Root>
  );
}
