import { useTranslation } from 'react-i18next';
import { canVote, isOwner } from '../../../../shared/domain/roles';
import type { MemberView } from '../../../../shared/protocol/room-view';

export function RoleBadges({ member, ownerId }: { member: MemberView; ownerId: string }) {
  const { t } = useTranslation();
  const badges: string[] = [];
  if (isOwner(member, ownerId)) badges.push(t('room.roles.owner'));
  if (member.roles.includes('moderator')) badges.push(t('room.roles.moderator'));
  if (!canVote(member.roles)) badges.push(t('room.roles.observer'));
  if (member.isGuest) badges.push(t('room.roles.guest'));
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
