import { Badge, Flex, Stack, Text } from '@chakra-ui/react';
import { ACTIVITY_ENTITY_LABELS, type ActivityEntityType, type ActivityEntry } from '@app/shared/admin/activity';
import { formatDateTime, relativeTime } from '../../lib/format-time';

const PAST_TENSE: Record<string, string> = {
  create: 'created',
  update: 'updated',
  delete: 'deleted',
  approve: 'approved',
  reject: 'rejected',
  assign: 'assigned',
  dismiss: 'dismissed',
  adjust: 'adjusted',
  export: 'exported',
};

/** 'approve' → 'approved'; an action the screens do not know is shown as written, words apart. */
export function actionLabel(action: string): string {
  return PAST_TENSE[action] ?? action.replace(/[_.]/g, ' ');
}

export function entityLabel(entityType: string): string {
  return ACTIVITY_ENTITY_LABELS[entityType as ActivityEntityType] ?? entityType.replace(/_/g, ' ');
}

/** What the entry was about, when its details name it (a course title, a package or lead name). */
function subject(details: Record<string, unknown>): string | null {
  for (const key of ['title', 'name', 'packageName', 'fullName', 'email']) {
    const value = details[key];
    if (typeof value === 'string' && value) return value;
  }
  return null;
}

/** Admin activity, newest first: who did what to which kind of record, and how long ago. */
export function ActivityList({ entries, now = Date.now() }: { entries: readonly ActivityEntry[]; now?: number }) {
  return (
    <Stack as="ul" listStyleType="none" gap="0" borderWidth="1px" rounded="md" bg="white" divideY="1px">
      {entries.map((entry) => {
        const about = subject(entry.details);
        return (
          <Flex as="li" key={entry.id} gap="3" px="4" py="3" justify="space-between" align="start" wrap="wrap">
            <Stack gap="1" minW="0" flex="1">
              <Text>
                <Text as="span" fontWeight="semibold">
                  {entry.adminName || 'Admin'}
                </Text>{' '}
                {actionLabel(entry.action)}{' '}
                <Badge colorPalette="gray" variant="subtle" verticalAlign="middle">
                  {entityLabel(entry.entityType)}
                </Badge>
                {about && (
                  <Text as="span" color="fg.muted" wordBreak="break-word">
                    {' '}
                    {about}
                  </Text>
                )}
              </Text>
            </Stack>
            <Text asChild fontSize="sm" color="fg.muted" flexShrink={0}>
              <time dateTime={entry.createdAt} title={formatDateTime(entry.createdAt)}>
                {relativeTime(entry.createdAt, now)}
              </time>
            </Text>
          </Flex>
        );
      })}
    </Stack>
  );
}
