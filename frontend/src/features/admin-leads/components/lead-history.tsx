import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { LeadNote } from '@app/shared/admin/leads';
import { LEAD_STATUS_LABELS, type LeadStatus } from '@app/shared/leads/schemas';
import { formatDateTime } from '../../../lib/format-time';

const statusLabel = (status: string) => LEAD_STATUS_LABELS[status as LeadStatus] ?? status;

/** The lead's contact history, newest first: who, when, the status change and the note. */
export function LeadHistory({ notes, loading, failed }: { notes?: LeadNote[]; loading: boolean; failed: boolean }) {
  return (
    <Stack gap="3" as="section" aria-labelledby="lead-history">
      <Heading as="h3" size="sm" id="lead-history">
        Contact history
      </Heading>
      {loading ? (
        <Text color="fg.muted" role="status">
          Loading the history...
        </Text>
      ) : failed ? (
        <Text color="fg.error">The history could not be loaded. Close and open the lead again.</Text>
      ) : !notes?.length ? (
        <Text color="fg.muted">No notes yet.</Text>
      ) : (
        <Stack as="ol" gap="3" listStyleType="none" m="0" p="0">
          {notes.map((note) => (
            <Box as="li" key={note.id} borderLeftWidth="3px" borderColor="border.emphasized" pl="3">
              <Text fontSize="sm" color="fg.muted">
                {note.by ? note.by.name : 'Earlier notes'} · {formatDateTime(note.at)}
                {note.statusChange
                  ? ` · ${statusLabel(note.statusChange.from)} → ${statusLabel(note.statusChange.to)}`
                  : ''}
              </Text>
              {note.text ? (
                <Text whiteSpace="pre-line" overflowWrap="anywhere" dir="auto">
                  {note.text}
                </Text>
              ) : null}
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
