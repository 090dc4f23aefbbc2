import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Issue 26: every user-facing text goes through the message catalogues. This scan fails on text
 * that bypasses them: JSX text outside <Trans>/<Plural>, literal text in JSX attributes a person
 * reads or hears (aria-label, title, alt, placeholder…), literal toasts, and literal texts in the
 * scenes' and content modules' text fields (Pixi labels, accessible titles, announcements, lesson
 * fields). Text with no letters ("×", "56") and names that are the same in every language pass.
 * A line may opt out with a `// i18n-ignore: <why>` comment on it or the line above.
 */
const root = join(__dirname, '../..');
const sameInEveryLanguage = new Set(['MathPop', 'MathPop Fun Pack', 'TOTP', 'PDF', 'CSV', 'OK']);
const readAttributes = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'alt',
  'placeholder',
  'label',
]);
const textFields = new Set([
  'text',
  'accessibleTitle',
  'announce',
  'say',
  'caption',
  'hint',
  'hints',
  'title',
  'titles',
  'label',
  'message',
  'prompt',
  'banner',
  'description',
  'intro',
  'howToPlay',
  'feedback',
  'explanation',
  'question',
  'highlightedQuestion',
  'finalQuestion',
]);
const textCalls = new Set([
  'announce',
  'say',
  'prompt',
  'toast',
  'success',
  'error',
  'info',
  'warning',
  'alert',
]);
const macroElements = new Set(['Trans', 'Plural', 'Select', 'SelectOrdinal']);

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(join(root, dir), { recursive: true, withFileTypes: false })
    .map(String)
    .filter((f) => pattern.test(f) && !/\.test\.tsx?$/.test(f) && !f.includes('locales'))
    .map((f) => join(dir, f));
}

const hasLetters = (text: string) => /\p{L}{2,}/u.test(text) && !sameInEveryLanguage.has(text.trim());

type Offence = { file: string; line: number; text: string };

function scan(file: string, checkFields: boolean): Offence[] {
  const source = readFileSync(join(root, file), 'utf8');
  const sf = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const lines = source.split('\n');
  const out: Offence[] = [];
  const report = (node: ts.Node, text: string) => {
    const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line;
    if (/i18n-ignore/.test(lines[line] ?? '') || /i18n-ignore/.test(lines[line - 1] ?? '')) return;
    out.push({ file, line: line + 1, text: text.trim().slice(0, 60) });
  };
  const literalText = (node: ts.Node | undefined): string | null => {
    if (!node) return null;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isTemplateExpression(node))
      return node.head.text + node.templateSpans.map((s) => s.literal.text).join(' ');
    if (ts.isJsxExpression(node)) return literalText(node.expression);
    if (ts.isParenthesizedExpression(node)) return literalText(node.expression);
    if (ts.isConditionalExpression(node)) return literalText(node.whenTrue) ?? literalText(node.whenFalse);
    return null;
  };
  const checkValue = (node: ts.Node | undefined) => {
    if (node && ts.isArrayLiteralExpression(node)) {
      for (const element of node.elements) checkValue(element);
      return;
    }
    const text = literalText(node);
    if (text !== null && hasLetters(text) && node) report(node, text);
  };
  const insideMacro = (node: ts.Node): boolean => {
    for (let p = node.parent; p; p = p.parent) {
      if (ts.isJsxElement(p) && macroElements.has(p.openingElement.tagName.getText(sf))) return true;
    }
    return false;
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasLetters(node.text) && !insideMacro(node)) report(node, node.text);
    if (ts.isJsxAttribute(node) && readAttributes.has(node.name.getText(sf))) checkValue(node.initializer);
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : '';
      const onToast = ts.isPropertyAccessExpression(callee) && callee.expression.getText(sf) === 'toast';
      if (
        textCalls.has(name) &&
        (name === 'toast' || onToast || ['announce', 'say', 'prompt', 'alert'].includes(name))
      )
        checkValue(node.arguments[0]);
    }
    if (checkFields) {
      if (ts.isPropertyAssignment(node) && textFields.has(node.name.getText(sf)))
        checkValue(node.initializer);
      // A Pixi text's props: <pixiText text={`${a}  and  ${b}`} />.
      if (ts.isJsxAttribute(node) && textFields.has(node.name.getText(sf))) checkValue(node.initializer);
      if (
        ts.isBinaryExpression(node) &&
        node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
        ts.isPropertyAccessExpression(node.left) &&
        textFields.has(node.left.name.text)
      )
        checkValue(node.right);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

describe('no text bypasses the message catalogues', () => {
  const areas: [string, RegExp, boolean][] = [
    ['src', /\.tsx$/, false],
    ['src', /\.ts$/, false],
    ['src/content', /\.tsx?$/, true],
    ['scenes', /\.tsx?$/, true],
  ];
  for (const [dir, pattern, fields] of areas) {
    it(`${dir} (${pattern.source})`, () => {
      const offences = files(dir, pattern).flatMap((f) => scan(f, fields));
      const listing = offences
        .map((o) => `${relative('.', o.file)}:${o.line}: ${JSON.stringify(o.text)}`)
        .join('\n');
      expect(listing).toBe('');
    });
  }
});
