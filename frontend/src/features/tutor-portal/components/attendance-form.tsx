import { useId } from 'react';
import { Box, Fieldset, List, RadioCard, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller } from 'react-hook-form';
import type * as z from 'zod';
import {
  ATTENDANCE_LABELS,
  ATTENDANCE_OUTCOMES,
  ATTENDANCE_RULES,
  attendanceSchema,
  LESSON_STATE_LABELS,
  lessonMessages,
  type Attendance,
  type Lesson,
} from '@app/shared/lessons/lessons';
import { BusyButton } from '../../../components/ui/busy-button';
import { FormAlert } from '../../../components/ui/form-alert';
import { notify } from '../../../components/ui/toaster';
import { showServerError, toastValidationError } from '../../../lib/form-errors';
import { useAppForm } from '../../../lib/use-app-form';
import { useRecordAttendance } from '../api/tutor-lessons';

/** What each outcome does to the learner's session, said beside it. */
const OUTCOME_EFFECTS: Record<Attendance, string> = {
  attended: 'The lesson took place. The session counts as used.',
  learner_no_show: 'The learner did not come. The session counts as used.',
  tutor_no_show: 'You could not teach it. The session returns to the learner, and this cannot be changed later.',
};

type AttendanceValues = z.input<typeof attendanceSchema>;

const FAILED = 'Attendance not recorded';

/** The rules of lessons, as the families read them on the site, so the tutor knows what each choice does. */
export function AttendanceRules() {
  return (
    <Box>
      <Text fontWeight="medium" mb="1">
        The lesson rules families read:
      </Text>
      <List.Root gap="1" ps="5" color="fg.muted" fontSize="sm">
        {ATTENDANCE_RULES.map((rule) => (
          <List.Item key={rule}>{rule}</List.Item>
        ))}
      </List.Root>
    </Box>
  );
}

/**
 * What happened at the lesson: three outcomes as radio cards, sent to the server, which refuses
 * before the start (and once the session was returned); its refusal is kept above the button.
 */
export function AttendanceForm({ lesson }: { lesson: Lesson }) {
  const errorId = useId();
  const record = useRecordAttendance(lesson.id);
  const form = useAppForm<AttendanceValues>({
    resolver: zodResolver(attendanceSchema),
    defaultValues: lesson.attendance ? { outcome: lesson.attendance } : {},
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await record.mutateAsync(values.outcome);
    } catch (error) {
      showServerError(form, error, { title: FAILED });
      return;
    }
    notify.success(lessonMessages.recorded, ATTENDANCE_LABELS[values.outcome]);
  }, toastValidationError);

  const { errors, isSubmitting } = form.formState;
  const error = errors.outcome?.message;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Attendance">
      <Stack gap="4">
        {lesson.attendance && (
          <Text>
            Recorded: <strong>{LESSON_STATE_LABELS[lesson.attendance]}</strong>. You can correct it below.
          </Text>
        )}
        {lesson.state === 'upcoming' && <Text color="fg.muted">{lessonMessages.notYet}</Text>}
        <Controller
          control={form.control}
          name="outcome"
          render={({ field }) => (
            <Fieldset.Root invalid={Boolean(error)}>
              <Fieldset.Legend fontWeight="medium" mb="2">
                What happened?
                <Box as="span" aria-hidden="true" color="fg.error" ms="1">
                  *
                </Box>
                <Box as="span" srOnly>
                  (required)
                </Box>
              </Fieldset.Legend>
              <RadioCard.Root
                name={field.name}
                value={field.value ?? null}
                onValueChange={(details) => details.value && field.onChange(details.value)}
                colorPalette="brand"
                variant="outline"
              >
                <Stack direction={{ base: 'column', md: 'row' }} gap="3" align="stretch">
                  {ATTENDANCE_OUTCOMES.map((outcome, index) => (
                    <RadioCard.Item key={outcome} value={outcome} flex="1" bg="white">
                      <RadioCard.ItemHiddenInput
                        onBlur={field.onBlur}
                        {...(error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {})}
                        // Like native radios: a group with no choice yet is one Tab stop (its first).
                        tabIndex={!field.value && index > 0 ? -1 : undefined}
                      />
                      <RadioCard.ItemControl>
                        <RadioCard.ItemContent>
                          <RadioCard.ItemText>{ATTENDANCE_LABELS[outcome]}</RadioCard.ItemText>
                          <RadioCard.ItemDescription>{OUTCOME_EFFECTS[outcome]}</RadioCard.ItemDescription>
                        </RadioCard.ItemContent>
                        <RadioCard.ItemIndicator />
                      </RadioCard.ItemControl>
                    </RadioCard.Item>
                  ))}
                </Stack>
              </RadioCard.Root>
              {error && (
                <Fieldset.ErrorText id={errorId} aria-live="off">
                  {error}
                </Fieldset.ErrorText>
              )}
            </Fieldset.Root>
          )}
        />
        <AttendanceRules />
        <FormAlert title={FAILED} message={errors.root?.server?.message} />
        <BusyButton type="submit" colorPalette="brand" alignSelf="start" busy={isSubmitting} busyText="Recording...">
          {lesson.attendance ? 'Change attendance' : 'Record attendance'}
        </BusyButton>
      </Stack>
    </form>
  );
}
