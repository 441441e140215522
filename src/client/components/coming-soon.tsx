import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleCheck, Sparkles } from 'lucide-react';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from './ui/card';

interface ComingSoonProps {
  /** What the finished page will offer, one concrete line each. */
  items: readonly string[];
  actions?: ReactNode;
}

/** Stands in for a feature that is designed but not built yet, saying exactly what will be here. */
export function ComingSoon({ items, actions }: ComingSoonProps) {
  const { t } = useTranslation();
  return (
    <Card className="border-dashed">
      <CardHeader>
        <span className="inline-flex w-fit items-center gap-1.5 rounded-full bg-accent px-2.5 py-1 text-xs font-semibold text-accent-foreground">
          <Sparkles aria-hidden="true" className="size-3.5" />
          {t('common.comingNext')}
        </span>
        <CardTitle as="h2">{t('common.whatWillBeHere')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {items.map((item) => (
            <li key={item} className="flex gap-3 text-sm leading-relaxed">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </CardContent>
      {actions && <CardFooter>{actions}</CardFooter>}
    </Card>
  );
}
