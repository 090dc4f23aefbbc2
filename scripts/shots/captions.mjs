// Captions of the gameplay video (/vsl), one per step of play.mjs, in English and Brazilian
// Portuguese. There is no voice: the captions say what the child on screen is doing.

/** Caption texts per step key and language. */
export const captions = {
  castle: {
    en: 'Castle Towers: 4 rows of 3 blocks. The child taps 12, and the tower is built.',
    'pt-BR': 'Torres do Castelo: 4 fileiras de 3 blocos. A criança toca no 12 e a torre fica pronta.',
  },
  castle2: {
    en: 'Next tower: 5 rows of 2. Seeing the rows makes 5 × 2 = 10 easy.',
    'pt-BR': 'Próxima torre: 5 fileiras de 2. Vendo as fileiras, 5 × 2 = 10 fica fácil.',
  },
  iceCream: {
    en: 'Ice Cream Party: share 12 scoops fairly between 4 friends. 12 ÷ 4 = 3 each.',
    'pt-BR': 'Festa do Sorvete: divida 12 bolas entre 4 amigos de forma justa. 12 ÷ 4 = 3 para cada um.',
  },
  ferris: {
    en: 'Ferris Wheel Race: is 6 × 3 the same as 3 × 6? Spin the wheel and see.',
    'pt-BR': 'Corrida da Roda-Gigante: 6 × 3 é igual a 3 × 6? Gire a roda e descubra.',
  },
  lesson: {
    en: 'A lesson: 3 plates with 4 cookies each. 3 groups of 4 is 3 × 4 = 12.',
    'pt-BR': 'Uma lição: 3 pratos com 4 biscoitos cada. 3 grupos de 4 é 3 × 4 = 12.',
  },
  practice: {
    en: 'Daily practice picks the facts your child needs next.',
    'pt-BR': 'A prática diária escolhe as contas que seu filho precisa treinar agora.',
  },
};

const stamp = (s) => {
  const ms = Math.max(0, Math.round(s * 1000));
  const p = (n, w = 2) => String(n).padStart(w, '0');
  return `${p(Math.floor(ms / 3_600_000))}:${p(Math.floor(ms / 60_000) % 60)}:${p(Math.floor(ms / 1000) % 60)}.${p(ms % 1000, 3)}`;
};

/** A WebVTT file for `lang` from cues `{ key, start, end }` (seconds from the video's start). */
export function webvtt(cues, lang) {
  const body = cues.map(
    (c, i) => `${i + 1}\n${stamp(c.start)} --> ${stamp(c.end)}\n${captions[c.key][lang]}\n`,
  );
  return `WEBVTT\n\n${body.join('\n')}`;
}
