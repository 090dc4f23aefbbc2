const UNITS = [
  'zero',
  'um',
  'dois',
  'três',
  'quatro',
  'cinco',
  'seis',
  'sete',
  'oito',
  'nove',
  'dez',
  'onze',
  'doze',
  'treze',
  'catorze',
  'quinze',
  'dezesseis',
  'dezessete',
  'dezoito',
  'dezenove',
];
const TENS = [
  '',
  '',
  'vinte',
  'trinta',
  'quarenta',
  'cinquenta',
  'sessenta',
  'setenta',
  'oitenta',
  'noventa',
];
const HUNDREDS = [
  '',
  'cento',
  'duzentos',
  'trezentos',
  'quatrocentos',
  'quinhentos',
  'seiscentos',
  'setecentos',
  'oitocentos',
  'novecentos',
];

function belowHundred(n: number): string {
  if (n < 20) return UNITS[n];
  const tens = TENS[Math.floor(n / 10)];
  return n % 10 === 0 ? tens : `${tens} e ${UNITS[n % 10]}`;
}

/**
 * A whole number 0..1000 in Brazilian Portuguese words, as a voice reads it to a child:
 * 21 → "vinte e um", 100 → "cem", 101 → "cento e um", 1000 → "mil". Throws a RangeError outside
 * that range (numberWords.ts is the English one; the narration and the parental gate read both).
 */
export function numberToWordsPt(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > 1000) throw new RangeError(`Cannot write ${n} in words`);
  if (n === 1000) return 'mil';
  if (n === 100) return 'cem';
  if (n < 100) return belowHundred(n);
  const hundreds = HUNDREDS[Math.floor(n / 100)];
  return n % 100 === 0 ? hundreds : `${hundreds} e ${belowHundred(n % 100)}`;
}
