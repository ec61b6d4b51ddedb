/** The testimonials on the home page, kept in code: text or video, with the student's name and role. */
export interface Testimonial {
  name: string;
  role: string;
  content: string;
  type: 'text' | 'video';
  videoUrl?: string;
  videoThumbnail?: string;
}

export const TRUNCATE_AT = 150;

export const featuredTestimonial: Testimonial = {
  name: 'Aisha Rahman',
  role: 'Parent of two students',
  content: 'My daughters now look forward to their Quran lessons every week.',
  type: 'video',
  videoUrl: '/media/testimonials/aisha.webm',
  videoThumbnail: '/media/testimonials/aisha-poster.webp',
};

export const testimonials: Testimonial[] = [
  {
    name: 'Yusuf Ahmed',
    role: 'University student',
    content:
      'I had studied Arabic grammar from books for years without being able to hold a conversation. After three months of lessons I can finally talk with my grandparents in Arabic, and my teacher keeps every lesson focused on what I actually need to say.',
    type: 'text',
  },
  featuredTestimonial,
  {
    name: 'Fatima Noor',
    role: 'Mother of a 9-year-old',
    content: 'The teacher is patient and kind, and my son reads Quran with Tajweed now. We love the flexible schedule.',
    type: 'text',
  },
  {
    name: 'Daniel Moore',
    role: 'Adult learner, Business Arabic',
    content: 'Business Arabic lessons that fit around my working week.',
    type: 'video',
    videoUrl: '/media/testimonials/daniel.webm',
    videoThumbnail: '/media/testimonials/daniel-poster.webp',
  },
  {
    name: 'Khadija Bello',
    role: 'Retired teacher',
    content:
      'I always wanted to understand the prayers I recite. My tutor explains the meaning of every verse we read, connects it to the grammar we have covered, and never makes me feel too old to learn something new. It is the highlight of my week.',
    type: 'text',
  },
  {
    name: 'Omar Siddiqui',
    role: 'High school student',
    content: 'My exam grades went from a C to an A. The practice papers and feedback made all the difference.',
    type: 'text',
  },
  {
    name: 'Sarah Collins',
    role: 'Convert learning to read Quran',
    content:
      'Starting from the alphabet as an adult felt daunting, but the lessons were structured so well that within weeks I was reading short surahs. The cultural context my teacher shares makes every lesson feel meaningful, not just a language class.',
    type: 'text',
  },
  {
    name: 'Hamza Idris',
    role: 'Software engineer',
    content: 'Evening lessons after work, a teacher who adapts to my pace, and real progress every month.',
    type: 'text',
  },
];
