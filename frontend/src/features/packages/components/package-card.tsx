import { Badge, Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { isPopular, pricePerSession, type Package } from '@app/shared/packages/schemas';
import { requestMessages } from '@app/shared/requests/schemas';
import { sessionCount } from '../../../lib/session-count';
import { formatUsd } from '../package-price';
import { BusyButton } from '../../../components/ui/busy-button';

export function PackageCard(props: {
  pkg: Package;
  requesting: boolean;
  disabled: boolean;
  /** The student already has a request waiting for this package and course: asking again is refused. */
  alreadyPending?: boolean;
  onRequest(): void;
}) {
  const { pkg } = props;
  const popular = isPopular(pkg);
  const noteId = `package-${pkg.id}-pending`;
  return (
    <Card.Root
      as="article"
      aria-labelledby={`package-${pkg.id}`}
      borderWidth={popular ? '2px' : '1px'}
      borderColor={popular ? 'brand.solid' : undefined}
      h="full"
    >
      <Card.Header gap="2">
        {popular && (
          <Badge colorPalette="brand" variant="solid" alignSelf="start">
            Most Popular
          </Badge>
        )}
        <Heading as="h2" id={`package-${pkg.id}`} size="xl">
          {pkg.name}
        </Heading>
        {pkg.description && <Text color="fg.muted">{pkg.description}</Text>}
      </Card.Header>
      <Card.Body>
        <Stack gap="1">
          <Text fontSize="4xl" fontWeight="bold" lineHeight="1.1">
            {formatUsd(pkg.priceUsd)}
          </Text>
          <Text fontWeight="medium">{sessionCount(pkg.sessionCount)}</Text>
          <Text fontSize="sm" color="fg.muted">
            ${pricePerSession(pkg)} per session
          </Text>
          {pkg.validityDays ? (
            <Text fontSize="sm" color="fg.muted">
              Use within {pkg.validityDays} days of approval
            </Text>
          ) : null}
        </Stack>
      </Card.Body>
      <Card.Footer flexDirection="column" alignItems="stretch" gap="2">
        {props.alreadyPending ? (
          <>
            <Button
              width="full"
              variant="outline"
              disabled
              aria-label={`Already Requested: ${pkg.name}`}
              aria-describedby={noteId}
            >
              Already Requested
            </Button>
            <Text id={noteId} fontSize="sm" color="fg.muted">
              {requestMessages.alreadyPending}
            </Text>
          </>
        ) : (
          <BusyButton
            width="full"
            colorPalette="brand"
            variant={popular ? 'solid' : 'outline'}
            busy={props.requesting}
            busyText="Requesting..."
            // The button being sent keeps focus (busy, not disabled); the others wait.
            disabled={props.disabled && !props.requesting}
            onClick={props.onRequest}
            aria-label={`Request This Package: ${pkg.name}`}
          >
            Request This Package
          </BusyButton>
        )}
      </Card.Footer>
    </Card.Root>
  );
}
