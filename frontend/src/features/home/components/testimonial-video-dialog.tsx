import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { Testimonial } from '../testimonials';

/** The modal player: the video starts by itself when the dialog opens and stops when it closes. */
export function TestimonialVideoDialog({ testimonial, onClose }: { testimonial: Testimonial | null; onClose(): void }) {
  return (
    <Dialog.Root
      open={Boolean(testimonial)}
      onOpenChange={(details) => !details.open && onClose()}
      size="xl"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content bg="black" color="white">
            <Dialog.Header>
              <Dialog.Title>{testimonial ? `${testimonial.name}, ${testimonial.role}` : ''}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              {testimonial?.videoUrl && (
                <video
                  src={testimonial.videoUrl}
                  poster={testimonial.videoThumbnail}
                  controls
                  autoPlay
                  playsInline
                  style={{ width: '100%', borderRadius: 8, aspectRatio: '16 / 9', background: '#000' }}
                  aria-label={`Video testimonial from ${testimonial.name}`}
                >
                  <track kind="captions" src={testimonial.videoCaptions} srcLang="en" label="English" default />
                </video>
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" color="white" aria-label="Close video" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
