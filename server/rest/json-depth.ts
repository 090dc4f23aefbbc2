/** Deepest nesting of `[`/`{` outside strings: checked before parsing, which would recurse. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 92)
        i++; // backslash: skip the escaped character
      else if (ch === 34) inString = false;
    } else if (ch === 34) inString = true;
    else if (ch === 91 || ch === 123) max = Math.max(max, ++depth);
    else if (ch === 93 || ch === 125) depth--;
  }
  return max;
}
