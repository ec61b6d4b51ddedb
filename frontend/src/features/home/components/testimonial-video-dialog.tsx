import { Box, chakra, CloseButton, Heading } from '@chakra-ui/react';
import { handleVideoDialogClick, handleVideoDialogClose } from '../../../enhance/video-dialog';

/** The id of the home page's player, which the poster links name (data-video-open). */
export const TESTIMONIAL_VIDEO_DIALOG = 'testimonial-video';

/**
 * The modal player, a native <dialog>, in the HTML once for every recording on the page: a poster
 * link's click (src/enhance/video-dialog.ts) gives its <video> the recording, its poster, captions
 * and name, opens it and plays. Nothing is downloaded before that (no src, preload="none"). Its
 * close button, Esc and a click on the backdrop close it, and the video stops.
 */
export function TestimonialVideoDialog() {
  const titleId = `${TESTIMONIAL_VIDEO_DIALOG}-title`;
  return (
    <chakra.dialog
      id={TESTIMONIAL_VIDEO_DIALOG}
      data-video-dialog=""
      aria-labelledby={titleId}
      onClose={handleVideoDialogClose}
      onClick={handleVideoDialogClick}
      // The dialog's own box is its content, edge to edge: a click on the dialog itself is on the backdrop.
      p="0"
      border="none"
      m="auto"
      w="calc(100% - 2rem)"
      maxW="xl"
      maxH="calc(100dvh - 2rem)"
      rounded="l3"
      bg="black"
      color="white"
      boxShadow="lg"
      overflow="visible"
      css={{
        // It grows in only for those who have not asked for reduced motion.
        '&[open]': {
          '@media (prefers-reduced-motion: no-preference)': {
            animationName: 'scale-in, fade-in',
            animationDuration: 'moderate',
          },
        },
        '&::backdrop': { background: 'rgba(0, 0, 0, 0.36)' },
      }}
    >
      <Box position="relative" textStyle="sm">
        <Box px="6" pt="6" pb="4" pe="12">
          <Heading as="h2" id={titleId} data-video-dialog-title="" textStyle="lg" fontWeight="semibold" />
        </Box>
        <Box px="6" pb="6">
          <video
            controls
            playsInline
            preload="none"
            style={{ display: 'block', width: '100%', borderRadius: 8, aspectRatio: '16 / 9', background: '#000' }}
          >
            <track kind="captions" srcLang="en" label="English" default />
          </video>
        </Box>
        <form method="dialog">
          <CloseButton
            type="submit"
            size="sm"
            color="white"
            _hover={{ bg: 'whiteAlpha.200' }}
            aria-label="Close video"
            position="absolute"
            top="2"
            insetEnd="2"
          />
        </form>
      </Box>
    </chakra.dialog>
  );
}
