import { Box, Center, chakra } from '@chakra-ui/react';
import type { Testimonial } from '../testimonials';

/** A poster with a play button; the video itself loads only when someone opens it. */
export function VideoPosterButton({ testimonial, onPlay }: { testimonial: Testimonial; onPlay(): void }) {
  return (
    <chakra.button
      type="button"
      onClick={onPlay}
      aria-label={`Play video testimonial from ${testimonial.name}`}
      position="relative"
      display="block"
      w="full"
      rounded="lg"
      overflow="hidden"
      cursor="pointer"
      focusRingColor="brand.solid"
    >
      <img
        src={testimonial.videoThumbnail}
        alt=""
        width={1280}
        height={720}
        loading="lazy"
        style={{ width: '100%', height: 'auto', display: 'block' }}
      />
      <Center position="absolute" bottom="4" left="4">
        <Box
          bg="whiteAlpha.900"
          rounded="full"
          w="16"
          h="16"
          display="flex"
          alignItems="center"
          justifyContent="center"
          shadow="lg"
        >
          <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M8 5v14l11-7z" fill="#2d7a5a" />
          </svg>
        </Box>
      </Center>
    </chakra.button>
  );
}
