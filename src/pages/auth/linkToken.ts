import { useEffect, useState } from 'react';

/** A mailed link's one-time token and type, read from the URL's query. */
export interface LinkToken {
  tokenHash: string;
  type: string;
}

// What the last read took from the address, kept until the page that read it unmounts: React may
// render a page again before it commits (development double render; a render redone after a lazy
// chunk arrives), and the query is already gone by then.
let taken: LinkToken | null = null;

function takeFromAddress(): LinkToken | null {
  const q = new URLSearchParams(window.location.search);
  const tokenHash = q.get('token_hash');
  const type = q.get('type');
  if (q.size) window.history.replaceState(window.history.state, '', window.location.pathname);
  if (tokenHash && type) taken = { tokenHash, type };
  return taken;
}

/**
 * Reads `token_hash` and `type` from the address once, then removes the query with
 * history.replaceState so the token is in no history entry, bookmark or later Referer.
 */
export function useLinkToken(): LinkToken | null {
  const [token] = useState(takeFromAddress);
  // Forgotten once the page leaves, so a later visit without a query has no token.
  useEffect(
    () => () => {
      taken = null;
    },
    [],
  );
  return token;
}
