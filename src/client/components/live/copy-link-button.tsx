import { Link2 } from 'lucide-react';
import { copyLink } from '../../lib/room-link';
import { Button } from '../ui/button';
import { useTranslation } from '../../lib/i18n';

/** Copies a room's invitation link, for any kind of room. */
export function CopyLinkButton({
  link,
  className,
  label,
}: {
  link: string;
  className?: string;
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <Button
      variant="outline"
      size="sm"
      className={className}
      onClick={() => void copyLink(link, { copied: t('live.share.copied'), manual: t('live.share.manual') })}
    >
      <Link2 aria-hidden="true" />
      {label ?? t('live.share.copy')}
    </Button>
  );
}
