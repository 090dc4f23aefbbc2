import { numberToWordsPt } from '@/lib/numberWordsPt';

/** The languages the phrase builder speaks (the app's locales). */
export type PhraseLocale = 'en' | 'pt-BR';

/** The words a locale uses for the signs a scene shows. */
interface SignWords {
  howMany: string;
  what: string;
  times: string;
  dividedBy: string;
  plus: string;
  minus: string;
  is: string;
  isNot: string;
  blank: string;
}

const WORDS: Record<PhraseLocale, SignWords> = {
  en: {
    howMany: 'is how many',
    what: 'what',
    times: 'times',
    dividedBy: 'divided by',
    plus: 'plus',
    minus: 'minus',
    is: 'is',
    isNot: 'is not',
    blank: 'blank',
  },
  'pt-BR': {
    howMany: 'é quantos',
    what: 'quanto',
    times: 'vezes',
    dividedBy: 'dividido por',
    plus: 'mais',
    minus: 'menos',
    is: 'é',
    isNot: 'não é',
    blank: 'lacuna',
  },
};

/**
 * Turns what a scene shows into what a voice should say, in the current language: maths signs
 * become words, so "7 × 8 = ?" is spoken "7 times 8 is what?" in English and "sete vezes oito é
 * quanto?" in Portuguese, where whole numbers up to 1000 are read as words too (English voices read
 * digits well; Portuguese ones often read "7" in English or as a date). Pure (no DOM), so it is
 * tested beside the module and used by the speaker and the shell alike.
 */
export function spokenText(text: string, locale: PhraseLocale = 'en'): string {
  const w = WORDS[locale];
  const signs = new RegExp(`\\b(${w.times}|${w.dividedBy}|${w.plus}|${w.minus})\\s+\\?`, 'g');
  const spoken = text
    // Speech engines read emoji by their names ("rocket", "party popper"): drop them.
    .replace(/\p{Extended_Pictographic}\uFE0F?/gu, ' ')
    // A blank to fill ("___") is read as "blank", not as three underscores.
    .replace(/_{2,}/g, ` ${w.blank} `)
    // "18 ÷ 6 = ? teams": "18 divided by 6 is how many teams?"
    .replace(/=\s*\?\s+(\p{L}+)/gu, ` ${w.howMany} $1?`)
    .replace(/=\s*\?/g, ` ${w.is} ${w.what}?`)
    .replace(/\s*×\s*/g, ` ${w.times} `)
    .replace(/\s*÷\s*/g, ` ${w.dividedBy} `)
    .replace(/(\d)\s*\+\s*(?=\d)/g, `$1 ${w.plus} `)
    .replace(/(\d)\s*[−–]\s*(?=\d)/g, `$1 ${w.minus} `)
    .replace(/\s*≠\s*/g, ` ${w.isNot} `)
    .replace(/\s*=\s*/g, ` ${w.is} `)
    // A missing factor ("7 × ? = 56"): "7 times what is 56".
    .replace(signs, `$1 ${w.what}`)
    .replace(/\s+([.,!?:])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
  return locale === 'pt-BR' ? numbersInWordsPt(spoken) : spoken;
}

/** Whole numbers 0..1000 as Portuguese words; decimals, times and bigger numbers stay digits. */
function numbersInWordsPt(text: string): string {
  return text.replace(/\d+(?:[.,:]\d+)?/g, (n) =>
    /^\d+$/.test(n) && Number(n) <= 1000 ? numberToWordsPt(Number(n)) : n,
  );
}
