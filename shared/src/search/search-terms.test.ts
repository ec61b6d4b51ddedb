import { describe, expect, it } from 'vitest';
import { fold, MAX_PREFIXES, planSearch, PREFIX_LENGTH, recordPrefixes, searchText } from './search-terms';

/** Whether a search finds a record, as the tokens and the filter decide it. */
function finds(q: string, record: { name: string; email: string; phone?: string | null }): boolean {
  const plan = planSearch(q);
  if (!plan) return false;
  const text = searchText(record);
  return recordPrefixes(record).includes(plan.prefix) && plan.alsoContains.every((word) => text.includes(word));
}

const maryam = { name: 'Maryam Khan', email: 'maryam.khan@example.com', phone: '+44 20 7946 0000' };
const abdulrahman = { name: 'عبد الرحمن القُرَشي', email: 'a.rahman@example.com', phone: '٠٧٩٤٦١١١٢٢٢' };

describe('search terms', () => {
  it('folds case, accents, Arabic vowel marks, tatweel and letter variants', () => {
    expect(fold('ÉLODIE Müller')).toBe('elodie muller');
    expect(fold('القُرْآن')).toBe('القران');
    expect(fold('فاطمـــة')).toBe('فاطمه');
    expect(fold('إسراء أحمد')).toBe('اسراء احمد');
    expect(fold('مصطفى')).toBe('مصطفي');
    expect(fold('٠١٢٣')).toBe('0123');
  });

  it('finds a record by any word of the name, whole or begun, in any case', () => {
    for (const q of ['Maryam', 'khan', 'MAR', 'kh', 'maryam khan', 'Khan Maryam', 'k'])
      expect(finds(q, maryam)).toBe(true);
    for (const q of ['amina', 'maryam yusuf', 'khanum', 'maryam han', 'x']) expect(finds(q, maryam)).toBe(false);
  });

  it('finds a record by its e-mail or the local part', () => {
    for (const q of ['maryam.khan@example.com', 'maryam.khan', 'MARYAM.KHAN@EXAMPLE.COM']) {
      expect(finds(q, maryam)).toBe(true);
    }
    expect(finds('maryam.khan@other.org', maryam)).toBe(false);
  });

  it('finds a record by the digits of its phone, read from the end', () => {
    for (const q of ['+44 20 7946 0000', '7946 0000', '(020) 7946-0000', '0000', '07946 0000']) {
      expect(finds(q, maryam)).toBe(true);
    }
    expect(finds('7946 0001', maryam)).toBe(false);
    // Arabic-Indic digits on either side.
    expect(finds('١١١ ٢٢٢', abdulrahman)).toBe(true);
    expect(finds('111 222', abdulrahman)).toBe(true);
  });

  it('finds Arabic names without their marks, variants or article', () => {
    for (const q of ['عبد', 'الرحمن', 'رحمن', 'القرشي', 'قرشي', 'عبد الرحمن', 'القُرَشيّ']) {
      expect(finds(q, abdulrahman), q).toBe(true);
    }
    expect(finds('فاطمة', abdulrahman)).toBe(false);
  });

  it('files long words under their first characters only, and finds them through the filter', () => {
    const long = { name: 'Abdulmuhaimin Oyelaran-Adebayo', email: 'amo@example.com' };
    expect(recordPrefixes(long).every((prefix) => prefix.length <= PREFIX_LENGTH)).toBe(true);
    expect(finds('abdulmuhaimin', long)).toBe(true);
    expect(finds('abdulmuhaimix', long)).toBe(false);
    expect(finds('adebayo', long)).toBe(true);
  });

  it('files a record under a bounded number of prefixes, and an erased one under none', () => {
    const many = {
      name: 'Abcdefgh Bcdefghi Cdefghij Defghijk Efghijkl Fghijklm Ghijklmn Hijklmno Ijklmnop',
      email: 'x@example.com',
      phone: '+44 20 7946 0000',
    };
    expect(recordPrefixes(many).length).toBe(MAX_PREFIXES);
    // However long the name, the phone's prefixes are kept: such a record is still found by its number.
    expect(finds('7946 0000', many)).toBe(true);
    expect(recordPrefixes({ name: '', email: '', phone: null })).toEqual([]);
    expect(recordPrefixes({ name: 'Deleted student', email: '', phone: '' })).toEqual([]);
  });

  it('has nothing to search by in punctuation or a bare domain', () => {
    expect(planSearch('  ')).toBeNull();
    expect(planSearch('--')).toBeNull();
    expect(planSearch('@example.com')).toBeNull();
  });
});
