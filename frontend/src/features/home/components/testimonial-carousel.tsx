import { useState, type KeyboardEvent } from 'react';
import { Box, HStack, IconButton, SimpleGrid, useBreakpointValue } from '@chakra-ui/react';
import type { Testimonial } from '../testimonials';
import { TestimonialCard } from './testimonial-card';

/** Indices shown from `start`, wrapping round: the carousel loops. */
export function visibleIndices(start: number, perView: number, total: number): number[] {
  return Array.from({ length: Math.min(perView, total) }, (_, offset) => (start + offset) % total);
}

/** 1, 2 or 3 testimonials per view by screen width; Previous/Next and the arrow keys move it round. */
export function TestimonialCarousel({ items, onPlay }: { items: Testimonial[]; onPlay(t: Testimonial): void }) {
  const perView = useBreakpointValue({ base: 1, md: 2, lg: 3 }) ?? 1;
  const [start, setStart] = useState(0);
  const total = items.length;
  const move = (step: number) => setStart((current) => (current + step + total) % total);
  const shown = visibleIndices(start, perView, total);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      move(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      move(-1);
    }
  }

  const arrow = (direction: 'previous' | 'next') => (
    <IconButton
      aria-label={direction === 'previous' ? 'Previous testimonials' : 'Next testimonials'}
      variant="outline"
      rounded="full"
      onClick={() => move(direction === 'previous' ? -1 : 1)}
    >
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
          stroke="currentColor"
          strokeWidth="2"
          fill="none"
          strokeLinecap="round"
        />
      </svg>
    </IconButton>
  );

  return (
    <Box
      role="region"
      aria-roledescription="carousel"
      aria-label="Student testimonials"
      tabIndex={0}
      onKeyDown={onKeyDown}
      rounded="lg"
      focusRingColor="brand.solid"
    >
      <Box aria-live="polite" aria-atomic="false">
        <SimpleGrid columns={perView} gap="6">
          {shown.map((index) => (
            <Box
              key={`${index}-${items[index]!.name}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${total}`}
            >
              <TestimonialCard testimonial={items[index]!} onPlay={onPlay} />
            </Box>
          ))}
        </SimpleGrid>
      </Box>
      <HStack justify="center" gap="4" mt="6">
        {arrow('previous')}
        <HStack gap="2" aria-hidden="true">
          {items.map((item, index) => (
            <Box key={item.name} w="2" h="2" rounded="full" bg={shown.includes(index) ? 'brand.solid' : 'gray.300'} />
          ))}
        </HStack>
        {arrow('next')}
      </HStack>
    </Box>
  );
}
