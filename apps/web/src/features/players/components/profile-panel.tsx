import { useState, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/class-names';
import { FormSuccess } from '@/components/ui/form/form-messages';
import { PencilIcon } from '@/components/ui/icons';
import { useMessages } from '@/lib/i18n';
import { skillLevelFromDupr, type Player } from '@app/shared/players';

import { displayIcNumber } from '../utils/display-ic-number';
import { formatDate } from '../utils/format-date';

import { EditProfileModal } from './edit-profile-modal';
import { IcNumberReveal } from './ic-number-reveal';
import { ProfilePictureCard } from './profile-picture-card';

const STATUS_CLASSES: Record<Player['status'], string> = {
  active: 'bg-brand-100 text-brand-800',
  inactive: 'bg-slate-200 text-slate-700',
  suspended: 'bg-red-100 text-red-800',
};

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 className="text-base font-bold text-brand-900">{title}</h2>
      <dl className="mt-4 grid gap-x-6 gap-y-4 sm:grid-cols-2">{children}</dl>
    </section>
  );
}

function Detail({
  label,
  value,
  wide = false,
}: {
  label: string;
  value: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={cn('min-w-0', wide && 'sm:col-span-2')}>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 break-words text-slate-900">{value}</dd>
    </div>
  );
}

function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 text-base font-extrabold break-words text-brand-900 sm:text-lg">
        {value}
      </dd>
    </div>
  );
}

/**
 * My Profile: picture, member ID, skill level, DUPR, membership, personal and contact details.
 * `membership` is the membership at a glance, from the membership records (the app composes it
 * from the membership feature); the record's `membershipType` is not the player's membership.
 */
export function ProfilePanel({ player, membership }: { player: Player; membership: ReactNode }) {
  const { players, common } = useMessages();
  const t = players.profile;
  const [isEditing, setIsEditing] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const notSet = <span className="text-slate-600">{t.notSet}</span>;
  const address = [player.addressLine1, player.addressLine2, player.city, player.state]
    .filter(Boolean)
    .join(', ');

  return (
    <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
      <aside className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 lg:self-start">
        <ProfilePictureCard player={player} />
        <div className="mt-5 border-t border-slate-100 pt-5 text-center">
          <p className="text-lg font-bold text-slate-900">{player.fullName}</p>
          <p className="text-sm text-slate-500">@{player.username}</p>
          <span
            className={cn(
              'mt-3 inline-block rounded-full px-3 py-1 text-xs font-bold uppercase tracking-wide',
              STATUS_CLASSES[player.status],
            )}
          >
            {t.accountStatuses[player.status]}
          </span>
          <Button
            className="mt-5 w-full"
            onClick={() => {
              setSaved(null);
              setIsEditing(true);
            }}
            aria-haspopup="dialog"
          >
            <PencilIcon className="size-4" />
            {t.editProfile}
          </Button>
        </div>
      </aside>

      <div className="min-w-0 space-y-6">
        <FormSuccess withIcon message={saved} />
        <dl className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
          <Stat label={t.memberId} value={player.playerId} />
          <Stat
            label={t.skillLevel}
            value={players.skillLevels[skillLevelFromDupr(player.duprRating)] ?? ''}
          />
          <Stat
            label={t.duprRating}
            value={player.duprRating === null ? notSet : player.duprRating.toFixed(3)}
          />
          <Stat label={t.membership} value={membership} />
        </dl>

        <Card title={t.personalTitle}>
          <Detail label={t.fullName} value={player.fullName} />
          <Detail label={t.username} value={player.username} />
          <Detail label={t.gender} value={players.fields.genders[player.gender] ?? player.gender} />
          <Detail
            label={t.icNumber}
            value={
              <IcNumberReveal
                playerId={player._id}
                masked={displayIcNumber(player.icNumber)}
                labels={{ show: t.icShow, hide: t.icHide, failed: t.icShowFailed }}
              />
            }
          />
          <Detail label={t.age} value={player.age ?? notSet} />
          <Detail
            label={t.dateOfBirth}
            value={player.dateOfBirth ? formatDate(player.dateOfBirth, common.dateLocale) : notSet}
          />
          <Detail label={t.duprId} value={player.duprId ?? notSet} />
          <Detail label={t.memberSince} value={formatDate(player.createdAt, common.dateLocale)} />
        </Card>

        <Card title={t.contactTitle}>
          <Detail label={t.email} value={player.email} />
          <Detail label={t.phoneNumber} value={player.phoneNumber} />
          <Detail label={t.address} value={address} wide />
        </Card>
      </div>

      <EditProfileModal
        player={player}
        open={isEditing}
        onClose={() => setIsEditing(false)}
        onSaved={() => {
          setIsEditing(false);
          setSaved(t.updated);
        }}
      />
    </div>
  );
}
