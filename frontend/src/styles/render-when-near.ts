import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * For a band of a long page that starts below the first screen: the browser skips its style,
 * layout and painting until it comes near the viewport (content-visibility: auto), so a phone's
 * first paint does not wait for the whole page. The band's content stays in the page: find in
 * page, screen readers, links to its anchors and Tab reach it as before, and it is printed whole.
 * The intrinsic size is what the page assumes of a band until it has been drawn once (`auto` then
 * keeps its real height): about the home bands' height on a phone and on a wide screen, so an
 * address to a band further down, or the way back to a scrolled page, lands close to the band.
 */
export const RENDER_WHEN_NEAR: SystemStyleObject = {
  contentVisibility: 'auto',
  containIntrinsicSize: { base: 'auto 1100px', md: 'auto 700px' },
  '@media print': { contentVisibility: 'visible' },
};
