import { Fragment } from 'react';

/**
 * The places an email address may wrap: after the "@" and a hyphen and before each dot, the way
 * style guides break addresses, never inside a name ("ana.lima@my-school.org" → "ana", ".lima@",
 * "my-", "school", ".org").
 */
export function emailPieces(email: string): string[] {
  return email.split(/(?<=[@-])|(?=\.)/).filter(Boolean);
}

/**
 * An email address that wraps only between its pieces (each piece is unbreakable, with a <wbr> between
 * them), so a narrow card never splits it mid-word.
 */
export function EmailText({ email }: { email: string }) {
  return (
    <span data-testid="email-text">
      {emailPieces(email).map((piece, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one address never reorder.
        <Fragment key={i}>
          {i > 0 && <wbr />}
          <span className="whitespace-nowrap">{piece}</span>
        </Fragment>
      ))}
    </span>
  );
}
