import { Alert, Link, List } from '@chakra-ui/react';
import { useId, type MouseEvent } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { ERROR_SUMMARY_ATTR, fieldErrors } from '../../lib/form-errors';

/**
 * The top of a long form after a failed submit: how many answers need attention, each a link that
 * takes focus to its field. A failed submit focuses it (see toastValidationError), so a screen
 * reader reads the count and the list once; no live region. It follows the form's errors as they
 * are corrected and is empty (not drawn) while there are none.
 */
export function ErrorSummary({ errors }: { errors: FieldErrors<FieldValues> }) {
  const titleId = useId();
  const list = fieldErrors(errors);
  return (
    <div
      {...{ [ERROR_SUMMARY_ATTR]: '' }}
      tabIndex={-1}
      role={list.length ? 'group' : undefined}
      aria-labelledby={list.length ? titleId : undefined}
    >
      {list.length > 0 && (
        <Alert.Root status="error" borderWidth="1px" borderColor="red.700">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title id={titleId}>
              {list.length === 1 ? 'One answer needs attention' : `${list.length} answers need attention`}
            </Alert.Title>
            <Alert.Description>
              <List.Root ps="5" mt="1">
                {list.map((item) => (
                  <List.Item key={item.name}>
                    <Link href={`#${fieldAnchor(item.name)}`} onClick={goTo(item.name)} textDecoration="underline">
                      {item.message}
                    </Link>
                  </List.Item>
                ))}
              </List.Root>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </div>
  );
}

/** The anchor a summary link names (the field's own id when it has one is not known here). */
function fieldAnchor(name: string): string {
  return `field-${name.replace(/\W+/g, '-')}`;
}

/** Focus the field: its control, or the first (or checked) choice of a group. */
function goTo(name: string) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    const form = event.currentTarget.closest('form') ?? document;
    const controls = Array.from(form.querySelectorAll<HTMLElement>(`[name="${CSS.escape(name)}"]`));
    const target = controls.find((control) => (control as HTMLInputElement).checked) ?? controls[0];
    if (!target) return;
    event.preventDefault();
    target.focus({ preventScroll: true });
    target.scrollIntoView?.({ block: 'center' });
  };
}
