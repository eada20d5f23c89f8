"use client";

import { useCallback, useEffect } from "react";

/**
 * Warns before unsaved changes are lost: the browser's own prompt on reload, close or an address
 * typed in (beforeunload), and a confirm() before following a link inside the app (the sidebar,
 * 'Back to Offers'), which Next navigates without unloading the page. Returns `confirmLeave` for
 * navigations the editor starts itself (Duplicate). Extracted inquiry data is unsaved form data
 * too, and was lost without a word.
 */
export function useUnsavedChangesGuard(dirty: boolean, message: string): () => boolean {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    // Capture phase on the document: runs before React's handlers on the root, so a cancelled
    // click never reaches next/link's router navigation.
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === "_blank" || anchor.hasAttribute("download")) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin || (url.pathname === window.location.pathname && url.search === window.location.search)) return;
      if (window.confirm(message)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [dirty, message]);

  return useCallback(() => !dirty || window.confirm(message), [dirty, message]);
}
