/**
 * Lingui's `@lingui/core/macro` for the Playwright test process only (tests/e2e/tsconfig.json maps
 * it here): Playwright cannot run Babel macros, and its specs read expected texts from the app's
 * data modules. The app itself always gets the real macro (Vite, Vitest); here every message reads
 * as its English source, the language the browser contexts use unless a test says otherwise.
 */
type Descriptor = { id?: string; message?: string; values?: Record<string, unknown> };

function fromTemplate(strings: TemplateStringsArray, values: unknown[]): string {
  return strings.reduce((out, part, i) => out + part + (i < values.length ? String(values[i]) : ''), '');
}

function fromDescriptor(d: Descriptor): string {
  const message = d.message ?? d.id ?? '';
  return message.replace(/\{(\w+)\}/g, (_, key: string) => String(d.values?.[key] ?? `{${key}}`));
}

/** The English text of a tagged template or a descriptor. */
export function t(first: TemplateStringsArray | Descriptor, ...values: unknown[]): string {
  return Array.isArray(first)
    ? fromTemplate(first as TemplateStringsArray, values)
    : fromDescriptor(first as Descriptor);
}

/** A descriptor whose message is the English text. */
export function msg(first: TemplateStringsArray | Descriptor, ...values: unknown[]): Descriptor {
  const message = t(first, ...values);
  return { id: message, message };
}

/** Same as `msg`. */
export const defineMessage = msg;

/** English plural: `one` for 1 (or `=N` exact), else `other`; `#` is the number. */
export function plural(value: number, forms: Record<string, string>): string {
  const form = forms[`=${value}`] ?? (value === 1 ? forms.one : undefined) ?? forms.other ?? '';
  return form.replace(/#/g, String(value));
}

/** `select` picks the form for the value, else `other`. */
export function select(value: string, forms: Record<string, string>): string {
  return forms[value] ?? forms.other ?? '';
}
