import { useState } from 'react';

/** A mailed link's one-time token and type, read from the URL's query. */
export interface LinkToken {
  tokenHash: string;
  type: string;
}

// What the last read took from the address, kept for the rest of the task: React's development
// double render reads again after the query is already gone.
let taken: LinkToken | null = null;

function takeFromAddress(): LinkToken | null {
  const q = new URLSearchParams(window.location.search);
  const tokenHash = q.get('token_hash');
  const type = q.get('type');
  if (q.size) window.history.replaceState(window.history.state, '', window.location.pathname);
  if (tokenHash && type) {
    taken = { tokenHash, type };
    setTimeout(() => {
      taken = null;
    }, 0);
  }
  return taken;
}

/**
 * Reads `token_hash` and `type` from the address once, then removes the query with
 * history.replaceState so the token is in no history entry, bookmark or later Referer.
 */
export function useLinkToken(): LinkToken | null {
  const [token] = useState(takeFromAddress);
  return token;
}
