import { useEffect } from 'react';

export const APP_TITLE = 'Estimate';

/** Names the browser tab after the page; the landing page keeps the bare product name. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return;
    document.title = `${title} · ${APP_TITLE}`;
    return () => {
      document.title = APP_TITLE;
    };
  }, [title]);
}
