import { useEffect, useRef } from 'react';
import { Box, HStack, IconButton } from '@chakra-ui/react';
import {
  handleCarouselButtonClick,
  handleCarouselKeyDown,
  handleCarouselScroll,
  showCarouselControls,
} from '../../../enhance/carousel';
import type { Testimonial } from '../testimonials';
import { TestimonialCard } from './testimonial-card';

/** The room between slides, and the width of one: 1, 2 or 3 to a view by screen width. */
const GAP = '1.5rem';
const slideFlex = {
  base: '0 0 100%',
  md: `0 0 calc((100% - ${GAP}) / 2)`,
  lg: `0 0 calc((100% - 2 * ${GAP}) / 3)`,
};

/**
 * Every testimonial in a horizontal scroll-snap track, 1, 2 or 3 to a view by screen width: it
 * scrolls by touch, trackpad and keyboard (the track is a Tab stop; the arrow keys scroll it) with
 * no script. With one (src/enhance/carousel.ts: the static page's script wires it, React calls the
 * same functions), Previous/Next and the arrow keys move it by one view, looping round, and dots
 * show where it is; they are hidden in the HTML, since without a script they would do nothing.
 */
export function TestimonialCarousel({ items }: { items: Testimonial[] }) {
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (region.current) showCarouselControls(region.current);
  }, []);

  const arrow = (direction: 'previous' | 'next') => (
    <IconButton
      aria-label={direction === 'previous' ? 'Previous testimonials' : 'Next testimonials'}
      variant="outline"
      rounded="full"
      data-carousel-prev={direction === 'previous' ? '' : undefined}
      data-carousel-next={direction === 'next' ? '' : undefined}
      onClick={handleCarouselButtonClick}
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
      ref={region}
      role="region"
      aria-roledescription="carousel"
      aria-label="Student testimonials"
      data-carousel=""
      onKeyDown={handleCarouselKeyDown}
      css={{
        // With the buttons shown the scrollbar is not needed; without a script it is the mouse's way along.
        '&:has([data-carousel-controls]:not([hidden])) [data-carousel-track]': { scrollbarWidth: 'none' },
        '&:has([data-carousel-controls]:not([hidden])) [data-carousel-track]::-webkit-scrollbar': { display: 'none' },
      }}
    >
      <Box
        data-carousel-track=""
        role="group"
        aria-label="Testimonial slides"
        tabIndex={0}
        onScroll={handleCarouselScroll}
        position="relative"
        display="flex"
        gap={GAP}
        overflowX="auto"
        overscrollBehaviorX="contain"
        scrollSnapType="x mandatory"
        scrollbarWidth="thin"
        rounded="lg"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
        css={{ '@media (prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' } }}
      >
        {items.map((item, index) => (
          <Box
            key={item.name}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${items.length}`}
            flex={slideFlex}
            minW="0"
            scrollSnapAlign="start"
          >
            <TestimonialCard testimonial={item} />
          </Box>
        ))}
      </Box>
      <HStack data-carousel-controls="" hidden justify="center" gap="4" mt="6">
        {arrow('previous')}
        <HStack gap="2" aria-hidden="true">
          {items.map((item) => (
            <Box
              key={item.name}
              data-carousel-dot=""
              w="2"
              h="2"
              rounded="full"
              bg="gray.300"
              css={{ '&[data-active]': { bg: 'brand.solid' } }}
            />
          ))}
        </HStack>
        {arrow('next')}
      </HStack>
    </Box>
  );
}
