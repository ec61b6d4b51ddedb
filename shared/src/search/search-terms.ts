/**
 * What the back office's search matches, in one place: how text is folded, which prefixes a
 * record is filed under, and how a typed search is answered from them.
 *
 * A record (a lead, a student) is filed under every prefix (1 to PREFIX_LENGTH characters) of
 * each word of its name and of its e-mail's local part, and under the last 4 to PREFIX_LENGTH
 * digits of its phone number read backwards (a number is searched by its end: "7946 0000" finds
 * "+44 20 7946 0000", and "07946 000000" finds "+44 7946 000000"). A search reads the prefix of its
 * most telling word and checks the rest against the record's folded text: so it finds a record by
 * any word of the name, by the e-mail or its local part, or by phone digits.
 */
export const PREFIX_LENGTH = 10;
const PHONE_MIN_DIGITS = 4;
/** A record is filed under this many prefixes at most (so its writes fit one transaction). */
export const MAX_PREFIXES = 64;
/** The marker of phone-digit prefixes (a word never starts with it). */
const PHONE = '#';

const ARABIC_FOLDS: Record<string, string> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ة: 'ه',
  ى: 'ي',
  ؤ: 'و',
  ئ: 'ي',
};

/**
 * Lower case without accents or Arabic vowel marks (both are combining marks once decomposed),
 * tatweel dropped, the alef, hamza-carrier, ta marbuta and alef maqsura variants folded, and
 * Arabic-Indic digits read as digits.
 */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/\u0640/g, '')
    .replace(/[أإآٱةىؤئ]/g, (letter) => ARABIC_FOLDS[letter] ?? letter)
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .toLowerCase();
}

export const words = (text: string): string[] =>
  fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** An Arabic word with the article is also filed without it: "الرحمن" is found by "رحمن". */
const withoutArticle = (word: string) => (word.startsWith('ال') && word.length > 3 ? [word.slice(2)] : []);

const digitsOf = (phone: string | null | undefined) => (phone ? fold(phone).replace(/\D/g, '') : '');

export interface RecordText {
  name: string;
  email: string;
  phone?: string | null;
}

/**
 * The folded text a search's other words are checked against: each word of the name (Arabic ones
 * also without their article), of the whole e-mail, and the phone digits, each after a space, so
 * that " word" is found only where a word begins.
 */
export function searchText(record: RecordText): string {
  const nameWords = words(record.name).flatMap((word) => [word, ...withoutArticle(word)]);
  return ` ${[...nameWords, ...words(record.email), digitsOf(record.phone)].filter(Boolean).join(' ')}`;
}

/** Every prefix this record is filed under (none for an erased record: empty name and e-mail). */
export function recordPrefixes(record: RecordText): string[] {
  // An erased record (no address) is filed under nothing: nobody finds it by its placeholder name.
  if (!record.email.trim()) return [];
  const local = record.email.split('@')[0] ?? '';
  const terms = [...words(record.name), ...words(local)].flatMap((word) => [word, ...withoutArticle(word)]);
  const phone: string[] = [];
  const reversed = [...digitsOf(record.phone)].reverse().join('');
  for (let length = PHONE_MIN_DIGITS; length <= Math.min(reversed.length, PREFIX_LENGTH); length += 1) {
    phone.push(PHONE + reversed.slice(0, length));
  }
  const prefixes = new Set<string>();
  for (const term of terms) {
    for (let length = 1; length <= Math.min(term.length, PREFIX_LENGTH); length += 1) {
      prefixes.add(term.slice(0, length));
    }
  }
  // Shorter prefixes first: past the cap, only the longest (rarest) ones of long names are left
  // out; the phone's always fit.
  const wordPrefixes = [...prefixes].sort((a, b) => a.length - b.length).slice(0, MAX_PREFIXES - phone.length);
  return [...wordPrefixes, ...phone];
}

export interface SearchPlan {
  /** The prefix whose records are read. */
  prefix: string;
  /** What the record's folded text must also contain (" word" for a word, the digits of a number). */
  alsoContains: string[];
}

/**
 * How a typed search is answered: null when it holds nothing to search by. A search of digits
 * only (spaces, +, -, brackets allowed) is a phone number, read by its end; otherwise the longest
 * word of the name or e-mail's local part picks the prefix, and every word must be in the text.
 */
export function planSearch(q: string): SearchPlan | null {
  const trimmed = q.trim();
  if (/^[\d\s+\-().\u0660-\u0669\u06F0-\u06F9]+$/u.test(trimmed)) {
    // A national number's leading 0 is not in the international form a record may hold.
    const all = digitsOf(trimmed);
    const national = all.replace(/^0+/, '');
    const digits = national.length >= PHONE_MIN_DIGITS ? national : all;
    if (digits.length >= PHONE_MIN_DIGITS) {
      const reversed = [...digits].reverse().join('');
      return { prefix: PHONE + reversed.slice(0, PREFIX_LENGTH), alsoContains: [digits] };
    }
  }
  const [local = '', domain = ''] = trimmed.split('@');
  const indexed = words(local);
  const all = [...indexed, ...words(domain)];
  if (indexed.length === 0) return null;
  const longest = indexed.reduce((best, word) => (word.length > best.length ? word : best));
  // Each word must begin a word of the record (a space before it), not only appear inside one.
  return { prefix: longest.slice(0, PREFIX_LENGTH), alsoContains: [...new Set(all)].map((word) => ` ${word}`) };
}
