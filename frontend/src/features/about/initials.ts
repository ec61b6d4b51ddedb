/** Titles and honorifics that come before a name: not part of the person's initials. */
const HONORIFICS = new Set([
  'ustadh',
  'ustadha',
  'ustaz',
  'ustaza',
  'ustadhah',
  'sheikh',
  'shaykh',
  'sheikha',
  'shaykha',
  'imam',
  'hafiz',
  'hafidh',
  'hafiza',
  'hafidha',
  'qari',
  'qaria',
  'dr',
  'prof',
  'professor',
  'mr',
  'mrs',
  'ms',
  'miss',
  'mx',
  'sir',
  'dame',
]);

/**
 * Up to two initials for an avatar: the first letters of the first and last names, leaving out
 * honorifics before the name ('Ustadha Mariam Hassan' → 'MH', 'Dr. Amina Yusuf' → 'AY').
 */
export function initialsOf(fullName: string): string {
  const words = fullName.split(/\s+/).filter(Boolean);
  const firstName = words.findIndex((word) => !HONORIFICS.has(word.toLowerCase().replace(/\.$/, '')));
  // A name made only of titles keeps them rather than showing nothing.
  const name = firstName === -1 ? words : words.slice(firstName);
  if (name.length === 0) return '';
  const first = name[0]!;
  const last = name.length > 1 ? name[name.length - 1]! : '';
  return (initial(first) + initial(last)).toLocaleUpperCase();
}

/** The first letter of a word, skipping an apostrophe or a particle like al- ('al-Farsi' → 'F'). */
function initial(word: string): string {
  const core = word.replace(/^(?:al|el|ad|an|ar|as|at|az)-(?=\p{L})/iu, '');
  return core.match(/\p{L}/u)?.[0] ?? '';
}
