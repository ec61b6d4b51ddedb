import { describe, expect, it } from 'vitest';
import { truncate } from '../components/testimonial-card';
import { featuredTestimonial, testimonials, toTestimonial } from '../testimonials';

describe('testimonial carousel', () => {
  it('has 8 testimonials, text and video', () => {
    expect(testimonials).toHaveLength(8);
    expect(testimonials.some((t) => t.type === 'video' && t.videoUrl && t.videoThumbnail)).toBe(true);
    expect(testimonials.some((t) => t.type === 'text')).toBe(true);
    expect(testimonials.some((t) => t.content.length > 150)).toBe(true);
  });
  it('never repeats a quote, nor the featured one', () => {
    const quotes = [featuredTestimonial, ...testimonials].map((t) => t.content);
    expect(new Set(quotes).size).toBe(quotes.length);
    expect(new Set(testimonials.map((t) => t.name)).size).toBe(testimonials.length);
  });
  it('cuts text longer than 150 characters', () => {
    const long = 'a'.repeat(151);
    expect(truncate(long)).toBe(`${'a'.repeat(150)}…`);
    expect(truncate('a'.repeat(150))).toBe('a'.repeat(150));
  });
});

describe('toTestimonial', () => {
  const words = { name: 'Amal', role: 'Student', content: 'Clear, patient lessons.' };
  it('is a video testimonial only with a recording, its poster and its captions', () => {
    const video = { url: '/v.webm', thumbnail: '/v.webp', captions: '/v.vtt' };
    expect(toTestimonial({ ...words, video })).toMatchObject({
      type: 'video',
      videoUrl: '/v.webm',
      videoThumbnail: '/v.webp',
      videoCaptions: '/v.vtt',
    });
    expect(toTestimonial({ ...words, video: { ...video, thumbnail: ' ' } })).toEqual({ ...words, type: 'text' });
    expect(toTestimonial({ ...words, video: { ...video, url: '' } })).toEqual({ ...words, type: 'text' });
    // A recording nobody who cannot hear it could follow is not shown.
    expect(toTestimonial({ ...words, video: { ...video, captions: '' } })).toEqual({ ...words, type: 'text' });
    expect(toTestimonial(words)).toEqual({ ...words, type: 'text' });
  });
});
