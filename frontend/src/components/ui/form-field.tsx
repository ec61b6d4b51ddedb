import { Box, Field } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/**
 * Label, control, and what is said under it: the field's error (and its hint, while there is no
 * error or when `keepHelper` says the hint still helps). Both are the control's accessible
 * description (`aria-describedby`), so a screen reader reads the error when the field gets focus;
 * no live region per field: the form says "there are errors" once, and focus goes to the first.
 */
export function FormField(props: {
  label: string;
  error?: string;
  required?: boolean;
  helper?: ReactNode;
  /** Keep the hint in view beside the error (when the error alone would not say what is needed). */
  keepHelper?: boolean;
  children: ReactNode;
}) {
  const descriptionId = useId();
  const showHelper = Boolean(props.helper) && (!props.error || props.keepHelper);
  return (
    // The field's "helper text" id is the block holding both texts: Field links its control to it.
    <Field.Root invalid={Boolean(props.error)} required={props.required} ids={{ helperText: descriptionId }}>
      <Field.Label>
        {props.label}
        {props.required && <Field.RequiredIndicator />}
      </Field.Label>
      {props.children}
      {(props.error || showHelper) && (
        <Box id={descriptionId}>
          {/* An id of its own: the control is described by the block, not pointed at a live error message. */}
          {props.error && (
            <Field.ErrorText id={`${descriptionId}-error`} aria-live="off">
              {props.error}
            </Field.ErrorText>
          )}
          {showHelper && <Field.HelperText id={`${descriptionId}-hint`}>{props.helper}</Field.HelperText>}
        </Box>
      )}
    </Field.Root>
  );
}
