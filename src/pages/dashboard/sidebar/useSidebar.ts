import { useCallback, useEffect, useState } from 'react';
import { readSidebarOpen, sidebarCookie } from './sidebarCookie';

/** Screens narrower than this (spec §9: 768 px) get the sidebar as a drawer. */
const MOBILE_QUERY = '(max-width: 767.98px)';

/** Whether the viewport is a phone-sized one, kept current as it resizes. */
function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(() => window.matchMedia(MOBILE_QUERY).matches);
  useEffect(() => {
    const query = window.matchMedia(MOBILE_QUERY);
    const update = () => setMobile(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return mobile;
}

/** State of the dashboard sidebar. */
export interface SidebarState {
  isMobile: boolean;
  /** Desktop: expanded (16rem) or collapsed to an icon rail; remembered in a cookie for 7 days. */
  open: boolean;
  /** Mobile: the drawer (18rem) is showing. */
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  /** Toggles whichever applies to the current screen (the menu button and Ctrl/Cmd+B). */
  toggle: () => void;
}

/** Sidebar open state, its cookie, and the Ctrl/Cmd+B shortcut that toggles it from anywhere. */
export function useSidebar(): SidebarState {
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(() => readSidebarOpen(document.cookie));
  const [openMobile, setOpenMobile] = useState(false);

  const toggle = useCallback(() => {
    if (isMobile) {
      setOpenMobile((v) => !v);
      return;
    }
    setOpen((v) => {
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox.
      document.cookie = sidebarCookie(!v);
      return !v;
    });
  }, [isMobile]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() === 'b' && (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey) {
        e.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle]);

  // Leaving the phone layout closes the drawer so it doesn't reappear on the next narrow resize.
  useEffect(() => {
    if (!isMobile) setOpenMobile(false);
  }, [isMobile]);

  return { isMobile, open, openMobile, setOpenMobile, toggle };
}
