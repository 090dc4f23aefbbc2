/** Name of the cookie that remembers whether the desktop sidebar is open. */
export const SIDEBAR_COOKIE = 'sidebar_state';
/** How long the sidebar state is kept: 7 days (spec §9), in seconds. */
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;

/** Reads the remembered open state from a `document.cookie` string; open unless it says "false". */
export function readSidebarOpen(cookie: string): boolean {
  const entry = cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SIDEBAR_COOKIE}=`));
  return entry?.slice(SIDEBAR_COOKIE.length + 1) !== 'false';
}

/** The `document.cookie` assignment that remembers the open state for 7 days. */
export function sidebarCookie(open: boolean): string {
  return `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
}
