import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { retroCsv, retroMarkdown } from '../state/retro-export';
import { ActionsPanel } from './actions-panel';
import { BoardColumns } from './board-columns';
import { useRetro } from './retro-context';
import { useTranslation } from '../../../lib/i18n';
import { downloadFile, fileSlug } from '../../../lib/download';

const fileName = (name: string) => fileSlug(name, 'retro');

/** The end: the board as it was left, the actions, and the export. */
export function RetroSummary() {
  const { t } = useTranslation();
  const { retro } = useRetro();
  const labels = {
    actions: t('board.actions.title'),
    notes: t('board.discuss.notes'),
    owner: t('board.actions.owner'),
    due: t('board.actions.due'),
    votes: t('board.summary.dots'),
  };
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2 px-3 pt-3">
        <h2 className="mr-auto text-base font-semibold">{t('board.summary.title')}</h2>
        <span className="text-sm text-muted-foreground">{t('board.summary.export')}</span>
        <Button
          size="sm"
          variant="outline"
          onClick={() =>
            downloadFile(`${fileName(retro.name)}.md`, 'text/markdown', retroMarkdown(retro, labels))
          }
        >
          <Download aria-hidden="true" />
          {t('board.summary.markdown')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => downloadFile(`${fileName(retro.name)}.csv`, 'text/csv', retroCsv(retro))}
        >
          <Download aria-hidden="true" />
          {t('board.summary.csv')}
        </Button>
      </div>
      <div className="px-3">
        <ActionsPanel />
      </div>
      <BoardColumns />
    </div>
  );
}
