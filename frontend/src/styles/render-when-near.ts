import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * For a band of a long page that starts below the first screen: the browser skips its style,
 * layout and painting until it comes near the viewport (content-visibility: auto), so a phone's
 * first paint does not wait for the whole page. The band's content stays in the page: find in
 * page, screen readers, links to its anchors and Tab reach it as before. The intrinsic size is
 * what the scrollbar assumes until the band has been drawn once; `auto` then keeps its real height.
 */
export const RENDER_WHEN_NEAR: SystemStyleObject = {
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 900px',
};
