import { FEEDBACK_CATEGORIES, type FeedbackCategory } from '../../../shared/api/feedback-fields';
import { useTranslation } from '../../lib/i18n';

const isKnown = (category: string): category is FeedbackCategory =>
  (FEEDBACK_CATEGORIES as readonly string[]).includes(category);

/** The contact form's categories in the page's language; any other stored value shows as it is. */
export function useCategoryLabel() {
  const { t } = useTranslation();
  return (category: string) => (isKnown(category) ? t(`admin.feedback.categories.${category}`) : category);
}
