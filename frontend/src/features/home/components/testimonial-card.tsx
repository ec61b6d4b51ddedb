import { Card, chakra, Stack, Text } from '@chakra-ui/react';
import { TRUNCATE_AT, type Testimonial } from '../testimonials';
import { VideoPosterLink } from './video-poster-button';

export function truncate(text: string, limit = TRUNCATE_AT): string {
  return text.length > limit ? `${text.slice(0, limit).trimEnd()}…` : text;
}

/**
 * A long quote shows its first 150 characters; Read more, a native disclosure, shows it all (and
 * says Show less), with no script: CSS picks the version by whether the disclosure is open.
 */
const longQuoteCss = {
  '& [data-quote="full"]': { display: 'none' },
  '&:has(details[open]) [data-quote="full"]': { display: 'inline' },
  '&:has(details[open]) [data-quote="short"]': { display: 'none' },
} as const;

const readMoreCss = {
  '&::-webkit-details-marker': { display: 'none' },
  'details[open] > & [data-when="closed"]': { display: 'none' },
  'details:not([open]) > & [data-when="open"]': { display: 'none' },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
} as const;

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const long = testimonial.content.length > TRUNCATE_AT;
  return (
    <Card.Root h="full" as="figure" css={long ? longQuoteCss : undefined}>
      <Card.Body gap="4">
        {testimonial.type === 'video' && <VideoPosterLink testimonial={testimonial} />}
        <Stack gap="2" flex="1">
          <Text as="blockquote" color="fg" fontSize="md">
            {long ? (
              <>
                <span data-quote="short">“{truncate(testimonial.content)}”</span>
                <span data-quote="full">“{testimonial.content}”</span>
              </>
            ) : (
              `“${testimonial.content}”`
            )}
          </Text>
          {long && (
            <chakra.details alignSelf="start">
              <chakra.summary
                display="inline-flex"
                alignItems="center"
                h="9"
                textStyle="sm"
                fontWeight="medium"
                color="brand.fg"
                cursor="pointer"
                listStyle="none"
                rounded="l2"
                userSelect="none"
                css={readMoreCss}
              >
                <span data-when="closed">Read more</span>
                <span data-when="open">Show less</span>
              </chakra.summary>
            </chakra.details>
          )}
        </Stack>
        <Stack as="figcaption" gap="0">
          <Text fontWeight="bold">{testimonial.name}</Text>
          <Text fontSize="sm" color="fg.muted">
            {testimonial.role}
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
