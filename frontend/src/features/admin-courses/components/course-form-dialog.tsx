import { useEffect, useRef } from 'react';
import {
  Alert,
  Box,
  Button,
  Field,
  Fieldset,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  Spinner,
  Stack,
  Switch,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { Controller, useFieldArray } from 'react-hook-form';
import { useAppForm } from '../../../lib/use-app-form';
import { COURSE_LEVELS, LEVEL_LABELS, MAX_MODULES, MAX_OUTCOMES, type CourseData } from '@app/shared/courses/schemas';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { notify } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/api-client';
import { showServerError, toastValidationError } from '../../../lib/form-errors';
import { useAdminCourse, useSaveCourse } from '../api/admin-courses';
import {
  courseFormResolver,
  emptyCourseForm,
  formFromCourse,
  NO_SCHEDULING_PAGE_WARNING,
  publishedWithoutScheduling,
  type CourseFormValues,
} from '../course-form-values';

interface Props {
  open: boolean;
  /** null creates a new course. */
  courseId: string | null;
  onClose(): void;
}

/** Shown while the course is set to be published without a scheduling page; the save is not blocked. */
function NoSchedulingPageAlert() {
  return (
    <Alert.Root status="warning" role="status">
      <Alert.Indicator />
      <Alert.Description>{NO_SCHEDULING_PAGE_WARNING}</Alert.Description>
    </Alert.Root>
  );
}

export function CourseFormDialog({ open, courseId, onClose }: Props) {
  const existing = useAdminCourse(open ? courseId : null);
  const save = useSaveCourse();
  const basedOn = useRef(0);
  const form = useAppForm<CourseFormValues, unknown, CourseData>({
    resolver: courseFormResolver,
    defaultValues: emptyCourseForm,
  });
  const outcomes = useFieldArray({ control: form.control, name: 'outcomes' });
  const modules = useFieldArray({ control: form.control, name: 'modules' });

  useEffect(() => {
    if (!open) return;
    if (!courseId) form.reset(emptyCourseForm);
    else if (existing.data) {
      form.reset(formFromCourse(existing.data));
      basedOn.current = existing.data.version;
    }
  }, [open, courseId, existing.data, form]);

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      // An edit names the version it started from; the server refuses it if someone saved since.
      await save.mutateAsync(courseId ? { courseId, input, version: basedOn.current } : { courseId: null, input });
      // Saved as asked, but said again: students can neither book nor buy sessions of it yet.
      const warning = publishedWithoutScheduling(input) ? ` ${NO_SCHEDULING_PAGE_WARNING}` : '';
      notify.success(courseId ? 'Course updated' : 'Course created', `"${input.title}" has been saved.${warning}`);
      onClose();
    } catch (error) {
      // The dialog stays open with everything typed still in it.
      showServerError(form, error, {
        title: 'Error',
        fallback: courseId ? 'No course selected' : 'User not authenticated',
      });
    }
  }, toastValidationError);

  const { errors, isSubmitting } = form.formState;
  const loading = Boolean(courseId) && existing.isPending;
  const [isPublished, schedulingUrl] = form.watch(['isPublished', 'schedulingUrl']);
  const noSchedulingPage = publishedWithoutScheduling({ isPublished, schedulingUrl });

  return (
    <FormDialog
      error={errors.root?.server?.message}
      open={open}
      onClose={onClose}
      title={courseId ? 'Edit Course' : 'Create Course'}
      onSubmit={onSubmit}
      submitLabel={courseId ? 'Save Changes' : 'Create Course'}
      submittingLabel="Saving..."
      submitting={isSubmitting}
      submitDisabled={loading}
      size="xl"
    >
      {loading ? (
        <Spinner />
      ) : existing.isError ? (
        <Text role="alert">This course could not be loaded: {errorMessage(existing.error)}</Text>
      ) : (
        <Stack gap="5">
          <FormField label="Title" error={errors.title?.message} required>
            <Input {...form.register('title')} />
          </FormField>
          <FormField label="Short Description" error={errors.shortDescription?.message} required>
            <Input {...form.register('shortDescription')} />
          </FormField>
          <FormField label="Description" error={errors.description?.message} required>
            <Textarea rows={4} {...form.register('description')} />
          </FormField>
          <HStack gap="4" align="start" flexDirection={{ base: 'column', sm: 'row' }}>
            <FormField label="Level" error={errors.level?.message} required>
              <NativeSelect.Root>
                <NativeSelect.Field {...form.register('level')}>
                  {COURSE_LEVELS.map((level) => (
                    <option key={level} value={level}>
                      {LEVEL_LABELS[level]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField label="Category" error={errors.category?.message} required>
              <Input placeholder="e.g. Quranic Arabic" {...form.register('category')} />
            </FormField>
          </HStack>

          <Fieldset.Root invalid={Boolean(errors.outcomes?.message)}>
            <Fieldset.Legend>
              What You'll Learn{' '}
              <Text as="span" color="fg.error" aria-hidden="true">
                *
              </Text>
            </Fieldset.Legend>
            <Fieldset.HelperText>At least one learning outcome is required.</Fieldset.HelperText>
            <Stack gap="3">
              {outcomes.fields.map((field, index) => (
                <HStack key={field.id} align="end">
                  <Field.Root required={index === 0}>
                    <Field.Label fontWeight="normal">Learning outcome {index + 1}</Field.Label>
                    <Input {...form.register(`outcomes.${index}.value`)} />
                  </Field.Root>
                  <IconButton
                    aria-label={`Remove learning outcome ${index + 1}`}
                    variant="ghost"
                    onClick={() => outcomes.remove(index)}
                    disabled={outcomes.fields.length === 1}
                  >
                    ✕
                  </IconButton>
                </HStack>
              ))}
            </Stack>
            {errors.outcomes?.message && <Fieldset.ErrorText>{errors.outcomes.message}</Fieldset.ErrorText>}
            <Button
              size="sm"
              variant="outline"
              alignSelf="start"
              onClick={() => outcomes.append({ value: '' })}
              disabled={outcomes.fields.length >= MAX_OUTCOMES}
            >
              Add Outcome
            </Button>
          </Fieldset.Root>

          <FormField label="Who Is This For" error={errors.whoIsThisFor?.message}>
            <Textarea rows={2} {...form.register('whoIsThisFor')} />
          </FormField>
          <FormField label="Cover Photo URL" error={errors.coverPhoto?.message} helper="https://… or leave empty">
            <Input type="url" {...form.register('coverPhoto')} />
          </FormField>
          <FormField
            label="Booking Link"
            error={errors.schedulingUrl?.message}
            helper="The scheduling page students book sessions on"
          >
            <Input type="url" {...form.register('schedulingUrl')} />
          </FormField>
          <FormField
            label="Meeting Link"
            error={errors.meetingUrl?.message}
            helper="The video-lesson link sent in lesson reminders when a booking has none (https://…, or leave empty)"
          >
            <Input type="url" {...form.register('meetingUrl')} />
          </FormField>

          <Fieldset.Root invalid={Boolean(errors.modules?.message)}>
            <Fieldset.Legend>Course Modules</Fieldset.Legend>
            <Fieldset.HelperText>
              A module needs both a title and a description; incomplete ones are not saved.
            </Fieldset.HelperText>
            <Stack gap="3" as="ol" listStyleType="none">
              {modules.fields.map((field, index) => (
                <Box as="li" key={field.id} borderWidth="1px" rounded="md" p="3">
                  <HStack justify="space-between" mb="2">
                    <Text fontWeight="medium">Module {index + 1}</Text>
                    <HStack gap="1">
                      <IconButton
                        size="sm"
                        variant="ghost"
                        aria-label={`Move module ${index + 1} up`}
                        disabled={index === 0}
                        onClick={() => modules.move(index, index - 1)}
                      >
                        ↑
                      </IconButton>
                      <IconButton
                        size="sm"
                        variant="ghost"
                        aria-label={`Move module ${index + 1} down`}
                        disabled={index === modules.fields.length - 1}
                        onClick={() => modules.move(index, index + 1)}
                      >
                        ↓
                      </IconButton>
                      <IconButton
                        size="sm"
                        variant="ghost"
                        colorPalette="red"
                        aria-label={`Remove module ${index + 1}`}
                        onClick={() => modules.remove(index)}
                      >
                        ✕
                      </IconButton>
                    </HStack>
                  </HStack>
                  <Stack gap="3">
                    <FormField label={`Module ${index + 1} title`}>
                      <Input {...form.register(`modules.${index}.title`)} />
                    </FormField>
                    <FormField label={`Module ${index + 1} description`}>
                      <Textarea rows={2} {...form.register(`modules.${index}.description`)} />
                    </FormField>
                  </Stack>
                </Box>
              ))}
            </Stack>
            {errors.modules?.message && <Fieldset.ErrorText>{errors.modules.message}</Fieldset.ErrorText>}
            <Button
              size="sm"
              variant="outline"
              alignSelf="start"
              onClick={() => modules.append({ title: '', description: '' })}
              disabled={modules.fields.length >= MAX_MODULES}
            >
              Add Module
            </Button>
          </Fieldset.Root>

          <Controller
            control={form.control}
            name="isPublished"
            render={({ field }) => (
              <Switch.Root
                checked={field.value}
                onCheckedChange={(details) => field.onChange(details.checked)}
                colorPalette="brand"
              >
                <Switch.HiddenInput onBlur={field.onBlur} />
                <Switch.Control />
                <Switch.Label>Published (visible to visitors)</Switch.Label>
              </Switch.Root>
            )}
          />
          {noSchedulingPage && <NoSchedulingPageAlert />}
        </Stack>
      )}
    </FormDialog>
  );
}
