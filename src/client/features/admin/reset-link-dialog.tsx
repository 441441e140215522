import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { Copy } from 'lucide-react';
import { resetLinkSchema, type AdminUser } from '../../../shared/api/admin';
import { Button } from '../../components/ui/button';
import { Dialog, DialogBody, DialogContent } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { api } from '../../lib/api-client';
import { adminErrorMessage } from './admin-errors';
import { useTranslation } from '../../lib/i18n';

/**
 * Opening it makes a fresh one-time link for the user; the administrator passes it on by hand.
 * It is shown only here, never stored in the page's data.
 */
export function ResetLinkDialog({ user, onClose }: { user: AdminUser | null; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const field = useRef<HTMLInputElement>(null);
  const make = useMutation({
    mutationFn: (userId: string) =>
      api.post(`/admin/users/${encodeURIComponent(userId)}/reset-link`, {}, { schema: resetLinkSchema }),
    onError: (error) => toast.error(adminErrorMessage(error, t)),
  });
  const { mutate, reset } = make;

  useEffect(() => {
    if (user) mutate(user.id);
    else reset();
  }, [user, mutate, reset]);

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('admin.users.resetLink.copied'));
    } catch {
      field.current?.select();
      toast.info(t('admin.users.resetLink.copyByHand'));
    }
  }

  const link = make.data;
  const until = link
    ? new Date(link.expiresAt).toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' })
    : '';
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t('admin.users.resetLink.title', { name: user?.displayName ?? '' })}
        description={t('admin.users.resetLink.description')}
        closeLabel={t('admin.users.resetLink.close')}
      >
        <DialogBody>
          {link ? (
            <>
              <div className="flex gap-2">
                <Input
                  ref={field}
                  readOnly
                  value={link.url}
                  aria-label={t('admin.users.resetLink.label')}
                  onFocus={(event) => event.currentTarget.select()}
                />
                <Button onClick={() => void copy(link.url)}>
                  <Copy aria-hidden="true" />
                  {t('admin.users.resetLink.copy')}
                </Button>
              </div>
              <p className="text-sm text-muted-foreground">
                {t('admin.users.resetLink.expires', { time: until })}
              </p>
            </>
          ) : make.isError ? (
            <p className="text-sm text-destructive">{adminErrorMessage(make.error, t)}</p>
          ) : (
            <Spinner />
          )}
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
