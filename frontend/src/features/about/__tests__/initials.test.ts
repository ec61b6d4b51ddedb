import { describe, expect, it } from 'vitest';
import { initialsOf } from '../initials';

describe('initialsOf', () => {
  it('skips the honorific before a name', () => {
    expect(initialsOf('Ustadha Mariam Hassan')).toBe('MH');
    expect(initialsOf('Ustadh Khalid Mansour')).toBe('KM');
    expect(initialsOf('Sheikh Ahmad Karim')).toBe('AK');
    expect(initialsOf('Shaykh Yusuf Ali')).toBe('YA');
  });
  it('skips abbreviated titles with or without a full stop, in any case', () => {
    expect(initialsOf('Dr. Amina Yusuf')).toBe('AY');
    expect(initialsOf('Mr Omar Farooq')).toBe('OF');
    expect(initialsOf('mrs. Sarah Collins')).toBe('SC');
    expect(initialsOf('Ms Hana Idris')).toBe('HI');
    expect(initialsOf('Dr. Ustadha Noor Bakr')).toBe('NB');
  });
  it('takes the first and last name of a plain name', () => {
    expect(initialsOf('Layla Darwish')).toBe('LD');
    expect(initialsOf('Layla Amal Darwish')).toBe('LD');
    expect(initialsOf('Layla')).toBe('L');
    expect(initialsOf('  layla   darwish ')).toBe('LD');
  });
  it('reads past an Arabic article on a surname', () => {
    expect(initialsOf('Salman al-Farsi')).toBe('SF');
  });
  it('keeps a name made only of a title, and returns nothing for nothing', () => {
    expect(initialsOf('Sheikh')).toBe('S');
    expect(initialsOf('')).toBe('');
  });
});
