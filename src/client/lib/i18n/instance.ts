import { Translator } from './translator';

/** The app's strings: one for the page, set to its language by initI18n before anything renders. */
export const i18n = new Translator({ language: 'en' });
