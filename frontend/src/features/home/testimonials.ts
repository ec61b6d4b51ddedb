import {
  featuredTestimonial as featuredContent,
  testimonials as carouselContent,
  type TestimonialContent,
} from '../../content/site-content';

/** A home-page testimonial: written, or written with a recording (when the content gives one). */
export interface Testimonial {
  name: string;
  role: string;
  content: string;
  type: 'text' | 'video';
  videoUrl?: string;
  videoThumbnail?: string;
  videoCaptions?: string;
}

export const TRUNCATE_AT = 150;

export function toTestimonial(item: TestimonialContent): Testimonial {
  const url = item.video?.url.trim();
  const thumbnail = item.video?.thumbnail.trim();
  const captions = item.video?.captions.trim();
  // A recording needs its poster and its captions too; without all three the card shows the words only.
  return url && thumbnail && captions
    ? {
        name: item.name,
        role: item.role,
        content: item.content,
        type: 'video',
        videoUrl: url,
        videoThumbnail: thumbnail,
        videoCaptions: captions,
      }
    : { name: item.name, role: item.role, content: item.content, type: 'text' };
}

export const featuredTestimonial: Testimonial = toTestimonial(featuredContent);

/** The carousel never repeats the featured testimonial, nor one quote twice. */
export const testimonials: Testimonial[] = carouselContent
  .map(toTestimonial)
  .filter(
    (item, index, all) =>
      item.content !== featuredTestimonial.content &&
      all.findIndex((other) => other.content === item.content) === index,
  );
