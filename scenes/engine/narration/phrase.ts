/**
 * Turns what a scene shows into what a voice should say: maths signs become words, so
 * "7 × 8 = ?" is spoken "7 times 8 is what?" and "56 ÷ 7 = ?" "56 divided by 7 is what?".
 * Pure (no DOM), so it is tested beside the module and used by the speaker and the shell alike.
 */
export function spokenText(text: string): string {
  return (
    text
      // Speech engines read emoji by their names ("rocket", "party popper"): drop them.
      .replace(/\p{Extended_Pictographic}\uFE0F?/gu, ' ')
      // A blank to fill ("___") is read as "blank", not as three underscores.
      .replace(/_{2,}/g, ' blank ')
      // "18 ÷ 6 = ? teams": "18 divided by 6 is how many teams?"
      .replace(/=\s*\?\s+(\p{L}+)/gu, ' is how many $1?')
      .replace(/=\s*\?/g, ' is what?')
      .replace(/\s*×\s*/g, ' times ')
      .replace(/\s*÷\s*/g, ' divided by ')
      .replace(/(\d)\s*\+\s*(?=\d)/g, '$1 plus ')
      .replace(/(\d)\s*[−–]\s*(?=\d)/g, '$1 minus ')
      .replace(/\s*=\s*/g, ' is ')
      // A missing factor ("7 × ? = 56"): "7 times what is 56".
      .replace(/\b(times|divided by|plus|minus)\s+\?/g, '$1 what')
      .replace(/\s+([.,!?:])/g, '$1')
      .replace(/\s{2,}/g, ' ')
      .trim()
  );
}
