import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form/text-field';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';

import { usePartnerCandidates } from '../api/get-partner-candidates';

/**
 * Search among the division's listed eligible members (those who allow being picked) and pick
 * one: their member ID goes into the partner field. Before anything is typed it asks for a name
 * or member ID; then the outcome of each search is announced politely.
 */
export function PartnerPicker({
  divisionId,
  selected,
  onPick,
}: {
  divisionId: string;
  selected: string;
  onPick: (memberId: string, name: string) => void;
}) {
  const t = useMessages().competition.enter;
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 300);
  // Nothing is searched (or said) until the player has typed: then searching, the members found,
  // or that none match.
  const hasQuery = q !== '';
  const query = usePartnerCandidates(divisionId, q, hasQuery);
  const listId = useId();
  const list = hasQuery ? (query.data ?? []) : [];
  const status = !hasQuery
    ? null
    : query.isPending
      ? t.searching
      : query.isError
        ? t.candidatesError
        : list.length === 0
          ? t.noMatches
          : null;

  return (
    <fieldset className="space-y-2 rounded-xl border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">{t.findPartner}</legend>
      <TextField
        label={t.searchLabel}
        hint={t.findHint}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-controls={listId}
        density="compact"
        autoComplete="off"
      />
      {hasQuery ? null : <p className="text-sm text-slate-600">{t.searchPrompt}</p>}
      {/* Empty until a search: a screen reader hears its outcome, never a "no match" unasked. */}
      <p role="status" className="text-sm text-slate-600">
        {status}
      </p>
      <ul id={listId} className="max-h-48 space-y-1 overflow-y-auto">
        {list.map((c) => {
          const isPicked = c.memberId === selected;
          return (
            <li
              key={c.memberId}
              className="flex items-center justify-between gap-2 rounded-lg px-2 py-1 hover:bg-slate-50"
            >
              <span className="min-w-0 text-sm">
                <span className="font-semibold text-slate-900">{c.fullName}</span>{' '}
                <span className="text-slate-600">
                  {c.memberId} · {c.state}
                </span>
              </span>
              <Button
                size="sm"
                variant={isPicked ? 'secondary' : 'outline'}
                aria-pressed={isPicked}
                aria-label={formatMessage(t.pickLabel, { name: c.fullName, memberId: c.memberId })}
                onClick={() => onPick(c.memberId, c.fullName)}
              >
                {isPicked ? t.picked : t.pick}
              </Button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
