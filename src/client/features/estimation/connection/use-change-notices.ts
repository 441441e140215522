import { useEffect, useRef } from 'react';
import { toast } from '../../../lib/toast';
import type { ChangeNotice } from '../state/change-notices';
import { useTranslation } from '../../../lib/i18n';

/** Shows each notice once, as it arrives; those already there when the page opened are old news. */
export function useChangeNotices(notices: readonly ChangeNotice[]) {
  const { t } = useTranslation();
  const shown = useRef(notices.at(-1)?.id ?? 0);
  useEffect(() => {
    for (const notice of notices) {
      if (notice.id <= shown.current) continue;
      shown.current = notice.id;
      const name = notice.by || t('room.results.formerMember');
      toast.info(
        notice.kind === 'settings'
          ? t('room.notices.settings', { name })
          : t(`room.notices.${notice.change}`, { name }),
      );
    }
  }, [notices, t]);
}
