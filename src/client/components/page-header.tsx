import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/use-document-title';
import { cn } from '../lib/utils';

/** The one h1 of a page, with its lead paragraph. */
export function PageHeader({
  title,
  lead,
  className,
  children,
}: {
  title: string;
  lead?: string;
  className?: string;
  children?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <header className={cn('mb-6 grid gap-2', className)}>
      <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">{title}</h1>
      {lead && <p className="max-w-2xl text-muted-foreground">{lead}</p>}
      {children}
    </header>
  );
}
