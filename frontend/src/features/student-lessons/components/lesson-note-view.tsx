import { Box, Grid } from '@chakra-ui/react';
import type { LessonNote } from '@app/shared/lessons/lessons';
import { describeRange } from '@app/shared/lessons/quran';

type NoteFields = Pick<LessonNote, 'covered' | 'homework' | 'quran' | 'pages' | 'tajweed'>;

/**
 * A tutor's lesson note as the learner and parent read it: only what the tutor wrote, each part
 * under its name (beside it from tablets up).
 */
export function LessonNoteView({ note }: { note: NoteFields }) {
  const items = [
    { label: 'Covered', value: note.covered },
    { label: 'Homework', value: note.homework },
    { label: 'Quran', value: note.quran ? describeRange(note.quran) : '' },
    { label: 'Pages memorised', value: note.pages === null ? '' : String(note.pages) },
    { label: 'Tajweed', value: note.tajweed },
  ].filter((item) => item.value.trim() !== '');
  return (
    <Grid
      as="dl"
      templateColumns={{ base: '1fr', sm: '9rem 1fr' }}
      columnGap="4"
      rowGap={{ base: '1', sm: '2' }}
      fontSize="sm"
    >
      {items.map((item) => (
        <Box key={item.label} display="contents">
          <Box as="dt" color="fg.muted" fontWeight="medium" mt={{ base: '1', sm: '0' }}>
            {item.label}
          </Box>
          <Box as="dd" whiteSpace="pre-line" overflowWrap="anywhere" dir="auto">
            {item.value}
          </Box>
        </Box>
      ))}
    </Grid>
  );
}
