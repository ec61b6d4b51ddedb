import type { CourseInput } from '@app/shared/courses/schemas';
import type { NewPackage } from '@app/functions/core/packages/packages';

/** The demo catalogue a fresh local stack starts with: six published courses over three levels, one draft. */
export const demoCourses: CourseInput[] = [
  {
    title: 'Arabic for Absolute Beginners',
    shortDescription: 'Read, write and say your first Arabic sentences with confidence.',
    description:
      'A gentle start for learners with no Arabic at all. You will learn the alphabet and its sounds, how letters join, and the everyday phrases you need to greet people, introduce yourself and ask simple questions.',
    level: 'beginner',
    category: 'Modern Standard Arabic',
    whatYouWillLearn: [
      'Read and write all 28 letters',
      'Pronounce the sounds that English lacks',
      'Introduce yourself and your family',
      'Count, tell the time and ask for directions',
    ],
    whoIsThisFor:
      'Kids, teens and adults starting from zero, and anyone who tried before and wants a fresh, structured start.',
    coverPhoto: '/images/courses/beginner-arabic.svg',
    schedulingUrl: 'https://calendly.com/arabic-quran-academy/beginner-arabic',
    isPublished: true,
    modules: [
      { title: 'The Alphabet and Its Sounds', description: 'Letter shapes, sounds and the short vowels.' },
      { title: 'Joining Letters', description: 'How letters connect at the start, middle and end of a word.' },
      { title: 'Greetings and Introductions', description: 'Say hello, give your name and ask how someone is.' },
      { title: 'Numbers and Time', description: 'Count to one hundred and talk about the days of the week.' },
    ],
  },
  {
    title: 'Quran Reading with Tajweed',
    shortDescription: 'Recite the Quran fluently with the rules of Tajweed applied correctly.',
    description:
      'Step by step from the Noorani Qaida to fluent recitation. Each lesson pairs a Tajweed rule with verses to practise, and your tutor listens and corrects every recitation in real time.',
    level: 'beginner',
    category: 'Quranic Arabic',
    whatYouWillLearn: [
      'Articulation points of every letter (Makharij)',
      'The rules of Noon Sakinah and Meem Sakinah',
      'Elongation (Madd) and when to stop',
      'Recite short surahs fluently',
    ],
    whoIsThisFor:
      'Children and adults who want to read the Quran correctly, whether starting out or polishing their recitation.',
    coverPhoto: '/images/courses/quran-tajweed.svg',
    schedulingUrl: 'https://calendly.com/arabic-quran-academy/quran-tajweed',
    isPublished: true,
    modules: [
      { title: 'Noorani Qaida', description: 'Letters, vowel marks and first words of the Quran.' },
      { title: 'Makharij al-Huruf', description: 'Where each letter is articulated, with listening drills.' },
      { title: 'Rules of Noon and Meem', description: 'Idhar, Idgham, Iqlab and Ikhfa with practice verses.' },
      { title: 'Madd and Waqf', description: 'Elongation lengths and the signs for stopping.' },
      { title: 'Fluent Recitation', description: 'Reciting Juz Amma with every rule applied.' },
    ],
  },
  {
    title: 'Everyday Conversational Arabic',
    shortDescription: 'Hold real conversations about daily life, travel and work.',
    description:
      'Built around speaking from the first minute. You practise the conversations you actually have, at the market, the airport, with neighbours and colleagues, and build the vocabulary and grammar to go further.',
    level: 'intermediate',
    category: 'Conversation',
    whatYouWillLearn: [
      'Talk about your day, plans and opinions',
      'Understand native speakers at natural speed',
      'Handle travel and shopping situations',
      'Use past and future tenses with ease',
    ],
    whoIsThisFor: 'Learners who can read Arabic and know the basics, and now want to speak.',
    coverPhoto: '/images/courses/conversational-arabic.svg',
    schedulingUrl: 'https://calendly.com/arabic-quran-academy/conversational-arabic',
    isPublished: true,
    modules: [
      { title: 'Daily Routines', description: 'Describe your day and ask about others.' },
      { title: 'Shopping and Food', description: 'Prices, quantities and ordering in a restaurant.' },
      { title: 'Travel and Directions', description: 'Airports, hotels and finding your way.' },
      { title: 'Opinions and Plans', description: 'Agree, disagree and talk about the future.' },
    ],
  },
  {
    title: 'Arabic Grammar Essentials',
    shortDescription: 'Master the sentence structures that unlock reading and writing.',
    description:
      'A clear path through Nahw and Sarf: nominal and verbal sentences, cases and their endings, verb patterns and the derived forms, always taught with real texts rather than tables alone.',
    level: 'intermediate',
    category: 'Modern Standard Arabic',
    whatYouWillLearn: [
      'Build nominal and verbal sentences',
      'Recognise the three cases and their signs',
      'Conjugate verbs in Forms I to X',
      'Parse a sentence word by word (Irab)',
    ],
    whoIsThisFor:
      'Students, heritage speakers and Quran readers who want to understand why Arabic works the way it does.',
    coverPhoto: '/images/courses/arabic-grammar.svg',
    schedulingUrl: 'https://calendly.com/arabic-quran-academy/arabic-grammar',
    isPublished: true,
    modules: [
      { title: 'The Nominal Sentence', description: 'Mubtada and Khabar, and the words that change them.' },
      { title: 'The Verbal Sentence', description: 'Verb, subject and object in order and agreement.' },
      { title: 'Cases and Endings', description: 'Raf, Nasb and Jarr with their signs.' },
      { title: 'Verb Forms', description: 'The ten verb patterns and what each adds to the meaning.' },
      { title: 'Irab in Practice', description: 'Parsing short passages from start to finish.' },
    ],
  },
  {
    title: 'Business Arabic',
    shortDescription: 'Communicate professionally in meetings, e-mails and negotiations.',
    description:
      'For professionals working with Arabic-speaking partners. You learn the vocabulary of business, the etiquette of meetings and correspondence, and how to present and negotiate in formal Arabic.',
    level: 'advanced',
    category: 'Professional Arabic',
    whatYouWillLearn: [
      'Write formal e-mails and reports',
      'Lead and follow meetings',
      'Present figures and proposals',
      'Negotiate with cultural awareness',
    ],
    whoIsThisFor: 'Professionals, diplomats and entrepreneurs with a solid intermediate level.',
    coverPhoto: '/images/courses/business-arabic.svg',
    schedulingUrl: 'https://calendly.com/arabic-quran-academy/business-arabic',
    isPublished: true,
    modules: [
      { title: 'Business Etiquette', description: 'Greetings, titles and meeting customs across the Arab world.' },
      { title: 'Formal Correspondence', description: 'E-mails, letters and reports in formal register.' },
      { title: 'Meetings and Presentations', description: 'Run an agenda and present results clearly.' },
      { title: 'Negotiation', description: 'Make offers, counter-offers and close an agreement.' },
    ],
  },
  {
    title: 'Classical Arabic Literature',
    shortDescription: 'Read poetry and prose from the classical tradition in the original.',
    description:
      'Read and discuss the great works of classical Arabic, from pre-Islamic poetry to the Maqamat. Each module pairs close reading with the history and rhetoric (Balagha) that gives the texts their power.',
    level: 'advanced',
    category: 'Classical Arabic',
    whatYouWillLearn: [
      'Read classical poetry with its metres',
      'Appreciate rhetoric and figures of speech',
      'Understand the historical context of key works',
      'Discuss literature in Arabic',
    ],
    whoIsThisFor: 'Advanced learners and native speakers who want to go deeper into the heritage of the language.',
    coverPhoto: '/images/courses/classical-literature.svg',
    isPublished: true,
    modules: [
      { title: 'Pre-Islamic Poetry', description: 'The Muallaqat and the structure of the qasida.' },
      { title: 'Balagha', description: 'Simile, metaphor and metonymy in classical texts.' },
      { title: 'The Abbasid Age', description: 'Al-Mutanabbi and the flowering of poetry and prose.' },
      { title: 'The Maqamat', description: 'Rhymed prose and storytelling in al-Hariri.' },
      { title: 'Prosody', description: 'The sixteen metres of al-Khalil and how to scan a line.' },
      { title: 'Reading Circle', description: 'Choose a work and lead a discussion in Arabic.' },
    ],
  },
  {
    title: 'Levantine Dialect',
    shortDescription: 'Speak the Arabic of Syria, Lebanon, Jordan and Palestine.',
    description:
      'A course in spoken Levantine Arabic: its sounds, its everyday grammar and the expressions you hear in the street and on screen. Still in preparation, so it stays a draft until the team publishes it.',
    level: 'intermediate',
    category: 'Dialects',
    whatYouWillLearn: [
      'Pronounce Levantine sounds naturally',
      'Use everyday dialect grammar',
      'Understand TV series and songs',
    ],
    whoIsThisFor: 'Learners with some Arabic who live, travel or work in the Levant.',
    coverPhoto: '/images/courses/levantine-dialect.svg',
    schedulingUrl: 'https://calendly.com/arabic-quran-academy/levantine-dialect',
    isPublished: false,
    modules: [
      { title: 'Sounds of the Levant', description: 'How Levantine differs from standard Arabic.' },
      { title: 'Everyday Grammar', description: 'Verbs, negation and questions in dialect.' },
      { title: 'Street and Screen', description: 'Expressions from daily life, TV and music.' },
    ],
  },
];

export const demoPackages: NewPackage[] = [
  {
    name: 'Starter',
    description: 'Four sessions to get started and find your rhythm.',
    priceCents: 10000,
    sessionCount: 4,
    isActive: true,
  },
  {
    name: 'Popular Monthly',
    description: 'Eight sessions: two lessons a week for a month.',
    priceCents: 18000,
    sessionCount: 8,
    isActive: true,
  },
  {
    name: 'Intensive',
    description: 'Sixteen sessions for steady, fast progress.',
    priceCents: 32000,
    sessionCount: 16,
    isActive: true,
  },
];
