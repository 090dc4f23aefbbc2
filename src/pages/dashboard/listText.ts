import { t } from '@lingui/core/macro';

/**
 * A list in words for the current language: "Mia", "Mia and Leo", "Mia, Leo and Ana" ("Mia, Leo e
 * Ana"). One message, so each language says its own "and" (Intl.ListFormat's English adds a comma
 * before "and" that the product's texts do not use).
 */
export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  const head = items.slice(0, -1).join(', ');
  const last = items[items.length - 1];
  return t`${head} and ${last}`;
}
