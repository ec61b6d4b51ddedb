import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';

/**
 * react-hook-form's useForm for every form of the app. The one difference: it does not move focus
 * on a failed submit (it would pick the first field registered, not the first shown, before the
 * errors are drawn); `toastValidationError` does that, to the error summary or the first invalid
 * field. Lint keeps `useForm` itself out of the features.
 */
export function useAppForm<
  TFieldValues extends FieldValues = FieldValues,
  TContext = unknown,
  TTransformedValues = TFieldValues,
>(
  props: UseFormProps<TFieldValues, TContext, TTransformedValues>,
): UseFormReturn<TFieldValues, TContext, TTransformedValues> {
  return useForm<TFieldValues, TContext, TTransformedValues>({ ...props, shouldFocusError: false });
}
