import { useEffect } from 'react';
import { APP_TITLE } from '../../shared/constants';

export { APP_TITLE };

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
