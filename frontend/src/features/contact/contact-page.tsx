import { useRef, type ReactNode } from 'react';
import { Box, Button, Card, Container, Grid, Heading, Input, Link, Stack, Text, Textarea } from '@chakra-ui/react';
import { useAppForm } from '../../lib/use-app-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { contactMessages, contactSchema, type ContactInput } from '@app/shared/contact/schemas';
import { contact, telHref } from '../../content/site-content';
import { FormField } from '../../components/ui/form-field';
import { Honeypot } from '../../components/ui/honeypot';
import { notify } from '../../components/ui/toaster';
import { showServerError, toastValidationError } from '../../lib/form-errors';
import { usePageTitle } from '../../lib/use-page-title';
import { trialBookingUrl } from '../../lib/trial-booking-url';
import { useSendContactMessage } from './api/send-contact-message';
import { BusyButton } from '../../components/ui/busy-button';
import { PrivacyNote } from '../../components/ui/privacy-note';
import { FormAlert } from '../../components/ui/form-alert';

const empty: ContactInput = { name: '', email: '', phone: '', message: '' };

export function ContactPage() {
  usePageTitle('Contact', 'Questions about lessons, courses or prices? Send us a message; we reply within 24 hours.');
  const send = useSendContactMessage();
  const honeypot = useRef<HTMLInputElement>(null);
  const form = useAppForm<ContactInput>({ resolver: zodResolver(contactSchema), defaultValues: empty });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync({ ...values, website: honeypot.current?.value || undefined });
      notify.success(contactMessages.sentTitle, contactMessages.sentText);
      form.reset(empty);
    } catch (error) {
      showServerError(form, error, { title: 'Submission Failed' });
    }
  }, toastValidationError);

  const { errors, isSubmitting } = form.formState;
  return (
    <Container maxW="6xl" py="12">
      <Stack gap="3" textAlign="center" mb="10">
        <Heading as="h1" size="4xl">
          Contact Us
        </Heading>
        <Text color="fg.muted">Questions about lessons, courses or prices? We'll get back to you within 24 hours.</Text>
      </Stack>
      <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="8" alignItems="start">
        <Card.Root>
          <Card.Body>
            <form onSubmit={onSubmit} noValidate aria-label="Contact form">
              <Stack gap="4" position="relative">
                <FormField label="Full Name" error={errors.name?.message} required>
                  <Input autoComplete="name" {...form.register('name')} />
                </FormField>
                <FormField label="Email" error={errors.email?.message} required>
                  <Input type="email" autoComplete="email" {...form.register('email')} />
                </FormField>
                <FormField label="Phone (optional)" error={errors.phone?.message}>
                  <Input type="tel" autoComplete="tel" {...form.register('phone')} />
                </FormField>
                <FormField label="Message" error={errors.message?.message} required>
                  <Textarea rows={5} {...form.register('message')} />
                </FormField>
                <Honeypot ref={honeypot} />
                <FormAlert title="Submission Failed" message={errors.root?.server?.message} />
                <BusyButton type="submit" colorPalette="brand" busy={isSubmitting} busyText="Sending...">
                  Send Message
                </BusyButton>
                <PrivacyNote />
              </Stack>
            </form>
          </Card.Body>
        </Card.Root>
        <Stack gap="6">
          <Card.Root as="section" aria-labelledby="contact-card-heading">
            <Card.Body gap="3">
              <Heading as="h2" id="contact-card-heading" size="lg">
                Get in touch
              </Heading>
              <Stack as="dl" gap="4" m="0">
                {contact.email && (
                  <ContactRow label="Email">
                    <Link href={`mailto:${contact.email}`} color="brand.fg" wordBreak="break-word">
                      {contact.email}
                    </Link>
                  </ContactRow>
                )}
                {contact.phone && (
                  <ContactRow label="Phone">
                    <Link href={telHref(contact.phone)} color="brand.fg" whiteSpace="nowrap">
                      {contact.phone}
                    </Link>
                    {contact.phoneHours && (
                      <Text color="fg.muted" fontSize="sm">
                        Phone support: {contact.phoneHours}
                      </Text>
                    )}
                  </ContactRow>
                )}
                <ContactRow label="Location">
                  <Text>Online Platform</Text>
                </ContactRow>
              </Stack>
            </Card.Body>
          </Card.Root>
          <Card.Root as="section" aria-labelledby="hours-heading">
            <Card.Body gap="2">
              <Heading as="h2" id="hours-heading" size="lg">
                Business Hours
              </Heading>
              <Text>Mon-Fri: 9am-9pm EST</Text>
              <Text>Sat: 10am-6pm EST</Text>
              <Text>Sun: Closed</Text>
            </Card.Body>
          </Card.Root>
          <Card.Root as="section" aria-labelledby="trial-heading" bg="brand.50">
            <Card.Body gap="3">
              <Heading as="h2" id="trial-heading" size="lg">
                Prefer to talk to a tutor?
              </Heading>
              <Text>Book a free trial lesson and ask everything live.</Text>
              <Button asChild colorPalette="brand" alignSelf="start">
                <a href={trialBookingUrl()} target="_blank" rel="noopener noreferrer">
                  Schedule a Free Trial
                </a>
              </Button>
            </Card.Body>
          </Card.Root>
        </Stack>
      </Grid>
    </Container>
  );
}

function ContactRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text as="dt" fontSize="sm" fontWeight="semibold" color="fg.muted">
        {label}
      </Text>
      <Box as="dd" m="0">
        {children}
      </Box>
    </Box>
  );
}
