import { Link } from '../../lib/router';
import { House } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useTranslation } from '../../lib/i18n';

interface StatusPageProps {
  code: string;
  title: string;
  message: string;
  lead?: string;
}

/** The shared look of 403, 404 and 500 pages: what happened, and the way back. */
export function StatusPage({ code, title, message, lead }: StatusPageProps) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <p aria-hidden="true" className="text-6xl font-black tracking-tight text-primary/80">
        {code}
      </p>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      <p className="font-mono text-sm break-all text-foreground/90">{message}</p>
      {lead && <p className="text-muted-foreground">{lead}</p>}
      <Button asChild className="mt-2">
        <Link to="/">
          <House aria-hidden="true" />
          {t('common.backHome')}
        </Link>
      </Button>
    </section>
  );
}
