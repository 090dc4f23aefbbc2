/**
 * The browser's voice for `lang` ("pt-BR"): the exact tag first (Android spells it "pt_BR"), then
 * any voice of the language ("pt-PT" beats an English voice reading Portuguese). Setting anything
 * but a real SpeechSynthesisVoice throws: only one the browser gave is picked.
 */
export function pickVoice(
  voices: readonly SpeechSynthesisVoice[],
  lang: string,
): SpeechSynthesisVoice | undefined {
  const real = voices.filter(isVoice);
  const tag = (v: SpeechSynthesisVoice) => v.lang.replace('_', '-').toLowerCase();
  const language = lang.split('-')[0].toLowerCase();
  return (
    real.find((v) => tag(v) === lang.toLowerCase()) ?? real.find((v) => tag(v).split('-')[0] === language)
  );
}

function isVoice(v: unknown): v is SpeechSynthesisVoice {
  return typeof SpeechSynthesisVoice !== 'undefined' && v instanceof SpeechSynthesisVoice;
}
