/** Titles a grown-up's name may start with; with one, the greeting keeps the surname ("Hi, Ms Smith!"). */
const TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'dra', 'prof', 'profa', 'sr', 'sra', 'srta']);

/**
 * The name the header greets a grown-up with (issue 22 §2): the first name ("Ana Lima" → "Ana");
 * a leading title keeps the surname ("Ms Smith" → "Ms Smith", "Dr. Ana Lopes" → "Dr. Lopes"), since
 * "Hi, Ms!" greets nobody. Undefined for an empty name (the header then says "Welcome!").
 */
export function greetingName(fullName: string | null | undefined): string | undefined {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  const title = words[0].replace(/\.$/, '').toLowerCase();
  if (TITLES.has(title)) return words.length > 1 ? `${words[0]} ${words[words.length - 1]}` : words[0];
  return words[0];
}
