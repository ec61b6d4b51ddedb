import { Box, Center, chakra } from '@chakra-ui/react';
import { handleVideoLinkClick } from '../../../enhance/video-dialog';
import type { Testimonial } from '../testimonials';
import { TESTIMONIAL_VIDEO_DIALOG } from './testimonial-video-dialog';

/**
 * A poster with a play button: a link to the recording, which the browser plays with no script.
 * With one, the click opens the page's player instead (src/enhance/video-dialog.ts, which the
 * static page's script wires and React calls from here): the video loads only then.
 */
export function VideoPosterLink({ testimonial }: { testimonial: Testimonial }) {
  return (
    <chakra.a
      href={testimonial.videoUrl}
      onClick={handleVideoLinkClick}
      data-video-open={TESTIMONIAL_VIDEO_DIALOG}
      data-video-poster={testimonial.videoThumbnail}
      data-video-captions={testimonial.videoCaptions}
      data-video-title={`${testimonial.name}, ${testimonial.role}`}
      data-video-label={`Video testimonial from ${testimonial.name}`}
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
    </chakra.a>
  );
}
