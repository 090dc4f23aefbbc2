/**
 * The folder, beside the English files, of the sales pages' media `npm run shots` made in `locale`
 * (the screenshots in src/assets/shots, the video in src/assets/video): `pt-BR/` for Portuguese,
 * '' for English.
 */
export function mediaFolder(locale: string): string {
  return locale === 'pt-BR' ? 'pt-BR/' : '';
}
