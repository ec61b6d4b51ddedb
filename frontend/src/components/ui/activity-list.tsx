import { Fragment } from 'react';
import { Badge, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ACTIVITY_ENTITY_LABELS, type ActivityEntityType, type ActivityEntry } from '@app/shared/admin/activity';
import { describeActivity, type ActivityDescription } from '@app/shared/admin/activity-phrases';
import { formatDateTime, relativeTime } from '../../lib/format-time';

export function entityLabel(entityType: string): string {
  return ACTIVITY_ENTITY_LABELS[entityType as ActivityEntityType] ?? entityType.replace(/_/g, ' ');
}

/** The activity screen filtered to one record's entries. */
export const recordActivityPath = (recordId: string) => `/admin/activity?record=${encodeURIComponent(recordId)}`;

function Record({ described, linked }: { described: ActivityDescription; linked: boolean }) {
  if (!described.record) return null;
  const name = (
    <Text as="span" dir="auto" fontWeight={described.named ? 'semibold' : undefined} wordBreak="break-word">
      {described.record}
    </Text>
  );
  return (
    <>
      {' '}
      {linked && described.recordId ? (
        <Link asChild color="brand.fg">
          <RouterLink to={recordActivityPath(described.recordId)} title={`Activity of ${described.record}`}>
            {name}
          </RouterLink>
        </Link>
      ) : (
        name
      )}
    </>
  );
}

/**
 * Admin activity, newest first, each entry as a sentence: who did what to which record (by its
 * name), the detail under it, the kind of record and how long ago. With `linkRecords`, a record's
 * name leads to that record's activity.
 */
export function ActivityList({
  entries,
  now = Date.now(),
  linkRecords = false,
}: {
  entries: readonly ActivityEntry[];
  now?: number;
  linkRecords?: boolean;
}) {
  return (
    <Stack as="ul" listStyleType="none" gap="0" borderWidth="1px" rounded="md" bg="white" divideY="1px">
      {entries.map((entry) => {
        const described = describeActivity(entry);
        return (
          <Flex as="li" key={entry.id} gap="3" px="4" py="3" justify="space-between" align="start" wrap="wrap">
            <Stack gap="1" minW="0" flex="1">
              <Text>
                <Text as="span" fontWeight="semibold" dir="auto">
                  {described.actor}
                </Text>{' '}
                {described.action}
                <Record described={described} linked={linkRecords} />
              </Text>
              {described.details.length > 0 && (
                <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
                  {described.details.map((part, index) => (
                    <Fragment key={index}>
                      {index > 0 && ' · '}
                      {part.label && `${part.label}: `}
                      {part.written ? (
                        <Text as="span" dir="auto">
                          {part.text}
                        </Text>
                      ) : (
                        part.text
                      )}
                    </Fragment>
                  ))}
                </Text>
              )}
            </Stack>
            <Stack gap="1" align="end" flexShrink={0}>
              <Badge colorPalette="gray" variant="subtle">
                {entityLabel(entry.entityType)}
              </Badge>
              <Text asChild fontSize="sm" color="fg.muted">
                <time dateTime={entry.createdAt} title={formatDateTime(entry.createdAt)}>
                  {relativeTime(entry.createdAt, now)}
                </time>
              </Text>
            </Stack>
          </Flex>
        );
      })}
    </Stack>
  );
}
