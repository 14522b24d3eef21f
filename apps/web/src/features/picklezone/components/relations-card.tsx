import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import type { RelationKind } from '@app/shared/posts';

import { useRelationChange } from '../api/change-relation';
import { useRelations } from '../api/get-relations';

/** The players the signed-in player muted or blocked in PickleZone, each undoable. */
export function RelationsCard() {
  const t = useMessages().picklezone.relations;
  const query = useRelations();
  const change = useRelationChange();
  const group = (kind: RelationKind, title: string, undo: string) => {
    const people = (kind === 'mute' ? query.data?.muted : query.data?.blocked) ?? [];
    return (
      <div>
        <h3 className="text-sm font-bold uppercase tracking-wide text-slate-600">{title}</h3>
        {people.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">{t.none}</p>
        ) : (
          <ul className="mt-2 space-y-2">
            {people.map((p) => (
              <li key={p.playerId} className="flex items-center justify-between gap-3 text-sm">
                <span className="font-medium text-slate-900">{p.fullName}</span>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={change.isPending}
                  onClick={() => change.mutate({ kind, playerId: p.playerId, on: false })}
                >
                  {formatMessage(undo, { name: p.fullName })}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  };
  return (
    <section
      aria-labelledby="relations-title"
      className="mt-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="relations-title" className="text-xl font-bold text-brand-900">
        {t.title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t.lead}</p>
      {query.isPending ? (
        <Spinner className="mt-4 size-5 border-2" />
      ) : (
        <div className="mt-4 grid gap-6 sm:grid-cols-2">
          {group('mute', t.muted, t.unmute)}
          {group('block', t.blocked, t.unblock)}
        </div>
      )}
    </section>
  );
}
