import type { ReactNode } from 'react';
import { Box, chakra, Heading } from '@chakra-ui/react';

export interface Faq {
  q: string;
  /** The answer: text, or a few paragraphs or a list. */
  a: ReactNode;
}

/**
 * A titled FAQ section; each question is a native disclosure (<details>/<summary>) that opens its
 * answer with no script (keyboard: Tab, Enter/Space), one at a time. Styled as Chakra's enclosed
 * accordion.
 */
export function FaqAccordion({ id, title, items }: { id: string; title: string; items: readonly Faq[] }) {
  return (
    <Box id={id} as="section" aria-labelledby={`${id}-heading`} scrollMarginTop="24">
      <Heading as="h2" id={`${id}-heading`} size="2xl" mb="4">
        {title}
      </Heading>
      <Box borderWidth="1px" rounded="l2" divideY="1px" overflow="hidden">
        {items.map((faq) => (
          // One name: opening a question closes the one open before (an exclusive accordion, as before).
          <chakra.details
            key={faq.q}
            name={`${id}-questions`}
            css={{ overflowAnchor: 'none', '&[open]': { bg: 'bg.subtle' } }}
          >
            <chakra.summary
              display="flex"
              alignItems="center"
              gap="3"
              w="full"
              px="4"
              py="2"
              textStyle="md"
              fontWeight="medium"
              cursor="pointer"
              rounded="l2"
              listStyle="none"
              outline="0"
              css={{
                '&::-webkit-details-marker': { display: 'none' },
                '&:focus-visible': { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' },
                '& [data-indicator]': { transition: 'rotate 0.2s', transformOrigin: 'center' },
                'details[open] > & [data-indicator]': { rotate: '180deg' },
              }}
            >
              <Box flex="1" textAlign="start">
                {faq.q}
              </Box>
              <Box as="span" data-indicator="" color="fg.subtle" display="flex" aria-hidden="true">
                <svg width="1.2em" height="1.2em" viewBox="0 0 24 24" fill="none">
                  <path d="m6 9 6 6 6-6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </Box>
            </chakra.summary>
            <Box px="4" pt="2" pb="4" color="fg.muted">
              {faq.a}
            </Box>
          </chakra.details>
        ))}
      </Box>
    </Box>
  );
}
