import { canVote, isOwner } from '../../../shared/domain/roles';
import type { LiveMember } from '../../../shared/protocol/live-protocol';
import { useTranslation } from '../../lib/i18n';

/** A member's roles in any kind of live room, as small labels beside their name. */
export function RoleBadges({ member, ownerId }: { member: LiveMember; ownerId: string }) {
  const { t } = useTranslation();
  const badges: string[] = [];
  if (isOwner(member, ownerId)) badges.push(t('live.roles.owner'));
  if (member.roles.includes('moderator')) badges.push(t('live.roles.moderator'));
  if (!canVote(member.roles)) badges.push(t('live.roles.observer'));
  if (member.isGuest) badges.push(t('live.roles.guest'));
  return (
    <span className="flex flex-wrap gap-1">
      {badges.map((badge) => (
        <span
          key={badge}
          className="rounded bg-muted px-1.5 py-0.5 text-[0.7rem] leading-none font-medium text-muted-foreground"
        >
          {badge}
        </span>
      ))}
    </span>
  );
}
