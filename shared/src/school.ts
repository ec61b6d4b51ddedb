/** The school's name, as the site, its e-mails and its certificates give it. */
export const SCHOOL_NAME = 'Arabic & Quran Academy';
