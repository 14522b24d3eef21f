import { Button } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n';

/** A player's name, member id and History button: the first cell of each data-request list. */
export function PlayerCell({
  name,
  playerId,
  onHistory,
}: {
  name: string;
  playerId: string;
  onHistory: () => void;
}) {
  const { privacy } = useMessages();
  return (
    <>
      <p className="font-semibold text-slate-900">{name}</p>
      <p className="font-mono text-xs text-slate-600">{playerId}</p>
      <Button variant="ghost" size="sm" className="-ml-2 mt-1" onClick={onHistory}>
        {privacy.staff.history}
      </Button>
    </>
  );
}
