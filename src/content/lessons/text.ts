import { i18n } from '@lingui/core';
import type { Text } from './types';

/** A lesson text in the current language: a catalogue message, or built now by its function. */
export function read(text: Text): string {
  return typeof text === 'function' ? text() : i18n._(text);
}

/**
 * Defines each text as an enumerable getter on `target`, so a lesson's fields are read in the
 * language on screen when they are shown (and follow a language switch), never at import.
 */
export function defineTexts(target: object, texts: Record<string, Text>): void {
  for (const [key, text] of Object.entries(texts)) {
    Object.defineProperty(target, key, { enumerable: true, get: () => read(text) });
  }
}

/**
 * A getter for a list of texts that keeps one array per language: consumers that compare options
 * by identity (React memos, the question's state) see the same array until the language changes.
 */
export function defineList<T>(target: object, key: string, build: () => T): void {
  let cached: { locale: string; value: T } | null = null;
  Object.defineProperty(target, key, {
    enumerable: true,
    get: () => {
      if (cached?.locale !== i18n.locale) cached = { locale: i18n.locale, value: build() };
      return cached.value;
    },
  });
}
