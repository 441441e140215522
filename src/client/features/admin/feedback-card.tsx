import { Link } from '../../lib/router';
import { Check, Mail, RotateCcw } from 'lucide-react';
import type { AdminFeedbackItem } from '../../../shared/api/admin';
import { SITE_PATH } from '../../../shared/api/feedback-fields';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useDateFormat } from './format';
import { Badge } from '../../components/ui/badge';
import { useCategoryLabel } from './use-category-label';
import { useTranslation } from '../../lib/i18n';

interface FeedbackCardProps {
  item: AdminFeedbackItem;
  pending: boolean;
  onStatus(item: AdminFeedbackItem, status: AdminFeedbackItem['status']): void;
}

export function FeedbackCard({ item, pending, onStatus }: FeedbackCardProps) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const categoryLabel = useCategoryLabel();
  const resolved = item.status === 'resolved';
  return (
    <Card>
      <article className="grid gap-3 p-4 sm:p-5" aria-labelledby={`feedback-${item.id}`}>
        <header className="grid min-w-0 gap-1">
          <h2 id={`feedback-${item.id}`} className="flex flex-wrap items-center gap-2 font-medium">
            <Badge tone="primary">{categoryLabel(item.category)}</Badge>
            <Badge tone={resolved ? 'neutral' : 'danger'}>
              {t(`admin.feedback.statuses.${item.status}`)}
            </Badge>
            <span className="min-w-0 truncate">{item.name}</span>
          </h2>
          <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted-foreground">
            <a
              href={`mailto:${item.email}`}
              className="inline-flex min-w-0 items-center gap-1 break-all text-primary hover:underline"
            >
              <Mail aria-hidden="true" className="size-3.5 shrink-0" />
              {item.email}
            </a>
            <span>{t('admin.feedback.sentAt', { date: format.dateTime(item.createAt) })}</span>
            {/* A page kept from before the rule was tightened is shown, never linked, unless it is ours. */}
            {item.page &&
              (SITE_PATH.test(item.page) ? (
                <Link to={item.page} className="break-all hover:text-foreground hover:underline">
                  {t('admin.feedback.page', { page: item.page })}
                </Link>
              ) : (
                <span className="break-all">{t('admin.feedback.page', { page: item.page })}</span>
              ))}
          </p>
        </header>
        <p className="text-sm leading-relaxed break-words whitespace-pre-wrap">{item.message}</p>
        <div className="flex justify-end">
          <Button
            variant={resolved ? 'outline' : 'secondary'}
            size="sm"
            disabled={pending}
            onClick={() => onStatus(item, resolved ? 'new' : 'resolved')}
          >
            {resolved ? <RotateCcw aria-hidden="true" /> : <Check aria-hidden="true" />}
            {resolved ? t('admin.feedback.reopen') : t('admin.feedback.markResolved')}
          </Button>
        </div>
      </article>
    </Card>
  );
}
