/**
 * Everything the business supplies for the public pages, in one place: contact details, social
 * profiles, testimonials and the Arabic shown beside course titles. (The About page's team is the
 * tutors the team adds in the back office: GET /api/tutors.)
 *
 * The values below are realistic samples: replace them with your own before going live. A value you
 * leave out (delete the line, or set it to `undefined`) hides what it feeds; the pages never show a
 * stand-in. No phone → no phone line on the contact page or in the footer; no social URL → that
 * network is not listed; no video on a testimonial → its card shows the written words only.
 */

export interface ContactDetails {
  email?: string;
  /** As people should read it; the dialled number is derived from it. */
  phone?: string;
  /** When the phone is answered, shown with the number. */
  phoneHours?: string;
}

export type SocialNetwork = 'facebook' | 'instagram' | 'youtube';

export interface TestimonialContent {
  name: string;
  role: string;
  /** The student's own words. */
  content: string;
  /**
   * A recording (a path under frontend/public or a full URL), its poster frame (16:9) and its
   * captions (a WebVTT file of what is said or shown, for people who cannot hear it): all three or
   * none.
   */
  video?: { url: string; thumbnail: string; captions: string };
}

export interface ArabicLine {
  /** Fully vowelled Arabic. */
  arabic: string;
  /** What it means, in English. */
  translation: string;
  /** Where it comes from, e.g. a surah and verse. */
  source: string;
}

export const contact: ContactDetails = {
  email: 'hello@arabicquranacademy.com',
  // A number from the range set aside for fiction (555-0100 to 555-0199): replace it.
  phone: '+1 (202) 555-0147',
  phoneHours: 'Mon-Fri 9am-9pm EST',
};

export const social: Partial<Record<SocialNetwork, string>> = {
  facebook: 'https://www.facebook.com/arabicquranacademy',
  instagram: 'https://www.instagram.com/arabicquranacademy',
  youtube: 'https://www.youtube.com/@arabicquranacademy',
};

/** The testimonial shown large on the home page, above the carousel. */
export const featuredTestimonial: TestimonialContent = {
  name: 'Aisha Rahman',
  role: 'Parent of two students',
  content: 'My daughters now look forward to their Quran lessons every week.',
  video: {
    url: '/media/testimonials/aisha.webm',
    thumbnail: '/media/testimonials/aisha-poster.webp',
    captions: '/media/testimonials/aisha.vtt',
  },
};

/** The carousel: eight more, each different from the featured one. */
export const testimonials: TestimonialContent[] = [
  {
    name: 'Yusuf Ahmed',
    role: 'University student',
    content:
      'I had studied Arabic grammar from books for years without being able to hold a conversation. After three months of lessons I can finally talk with my grandparents in Arabic, and my teacher keeps every lesson focused on what I actually need to say.',
  },
  {
    name: 'Fatima Noor',
    role: 'Mother of a 9-year-old',
    content: 'The teacher is patient and kind, and my son reads Quran with Tajweed now. We love the flexible schedule.',
  },
  {
    name: 'Daniel Moore',
    role: 'Adult learner, Business Arabic',
    content: 'Business Arabic lessons that fit around my working week.',
    video: {
      url: '/media/testimonials/daniel.webm',
      thumbnail: '/media/testimonials/daniel-poster.webp',
      captions: '/media/testimonials/daniel.vtt',
    },
  },
  {
    name: 'Khadija Bello',
    role: 'Retired teacher',
    content:
      'I always wanted to understand the prayers I recite. My tutor explains the meaning of every verse we read, connects it to the grammar we have covered, and never makes me feel too old to learn something new. It is the highlight of my week.',
  },
  {
    name: 'Omar Siddiqui',
    role: 'High school student',
    content: 'My exam grades went from a C to an A. The practice papers and feedback made all the difference.',
  },
  {
    name: 'Sarah Collins',
    role: 'Convert learning to read Quran',
    content:
      'Starting from the alphabet as an adult felt daunting, but the lessons were structured so well that within weeks I was reading short surahs. The cultural context my teacher shares makes every lesson feel meaningful, not just a language class.',
  },
  {
    name: 'Hamza Idris',
    role: 'Software engineer',
    content: 'Evening lessons after work, a teacher who adapts to my pace, and real progress every month.',
  },
  {
    name: 'Maryam Ali',
    role: 'Mother of three, Noorani Qaida',
    content:
      'All three of my children learn with the same tutor, one after another on Saturday mornings. The little one has finished the Qaida and the older two are memorising Juz Amma.',
  },
];

/**
 * The Arabic name shown under a course title, keyed by the course's English title exactly as the
 * catalogue has it (courses carry no Arabic field). A course missing here shows its title alone.
 */
export const courseArabicNames: Record<string, string> = {
  'Arabic for Absolute Beginners': 'العربية للمبتدئين',
  'Quran Reading with Tajweed': 'تلاوة القرآن بالتجويد',
  'Everyday Conversational Arabic': 'المحادثة العربية اليومية',
  'Arabic Grammar Essentials': 'أساسيات النحو العربي',
  'Business Arabic': 'العربية للأعمال',
  'Classical Arabic Literature': 'الأدب العربي الكلاسيكي',
  'Levantine Dialect': 'اللهجة الشامية',
  // The home page's featured cards.
  'Beginner Arabic': 'العربية للمبتدئين',
  'Quranic Arabic': 'العربية القرآنية',
};

/** The calligraphic line in the home page hero. */
export const heroVerse: ArabicLine | undefined = {
  arabic: 'اقْرَأْ بِاسْمِ رَبِّكَ الَّذِي خَلَقَ',
  translation: 'Read in the name of your Lord who created',
  source: 'Surah Al-Alaq 96:1',
};

/** The verse shown on the page of every course in this category. */
export const QURAN_CATEGORY = 'Quranic Arabic';
export const quranCourseVerse: ArabicLine | undefined = {
  arabic: 'وَرَتِّلِ الْقُرْآنَ تَرْتِيلًا',
  translation: 'And recite the Quran with measured recitation',
  source: 'Surah Al-Muzzammil 73:4',
};

export function arabicCourseName(title: string): string | undefined {
  return courseArabicNames[title.trim()];
}

/** The number to dial for a phone number as written: its digits, with a leading + kept. */
export function telHref(phone: string): string {
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;
}
