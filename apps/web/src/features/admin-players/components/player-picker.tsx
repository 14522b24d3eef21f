import { useId, useState, type KeyboardEvent, type Ref } from 'react';

import { inputClass } from '@/components/ui/form/input-class';
import { Spinner } from '@/components/ui/spinner';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useMessages } from '@/lib/i18n';
import type { Player } from '@app/shared/players';

import { usePlayersPage } from '../api/get-players-page';

/** Matches offered at a time; the admin narrows them by typing. */
export const PLAYER_PICKER_LIMIT = 8;
const PICKER_DEBOUNCE_MS = 300;

export interface PlayerPickerProps {
  value: Player | null;
  onChange: (player: Player | null) => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A searchable player chooser (ARIA 1.2 combobox with a listbox popup) backed by the paged
 * player list's `q`, so it stays fast with thousands of players.
 */
export function PlayerPicker({ value, onChange, error, inputRef }: PlayerPickerProps) {
  const { adminPlayers } = useMessages();
  const t = adminPlayers.messages;
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const [text, setText] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  // After 'Change player', the search box that replaces the choice takes the focus.
  const [isChanging, setIsChanging] = useState(false);
  const q = useDebouncedValue(text, PICKER_DEBOUNCE_MS).trim();

  const results = usePlayersPage(
    { filters: { q }, limit: PLAYER_PICKER_LIMIT, offset: 0 },
    { enabled: isOpen && value === null },
  );
  const options = isOpen ? (results.data?.items ?? []) : [];
  const activeOption = options[activeIndex];

  const choose = (player: Player) => {
    onChange(player);
    setIsOpen(false);
    setActiveIndex(-1);
    setText('');
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setIsOpen(true);
        setActiveIndex((i) => (options.length ? (i + 1) % options.length : -1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setIsOpen(true);
        setActiveIndex((i) => (options.length ? (i - 1 + options.length) % options.length : -1));
        break;
      case 'Enter':
        if (isOpen && activeOption) {
          event.preventDefault();
          choose(activeOption);
        }
        break;
      case 'Escape':
        if (isOpen) {
          event.preventDefault();
          event.stopPropagation();
          setIsOpen(false);
          setActiveIndex(-1);
        }
        break;
    }
  };

  if (value) {
    return (
      <div>
        <p className="mb-1.5 block text-sm font-medium text-slate-700">{t.pickerSelected}</p>
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-brand-300 bg-brand-50 px-3.5 py-2.5">
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold text-slate-900">{value.fullName}</p>
            <p className="truncate text-xs text-slate-600">
              <span className="font-mono">{value.playerId}</span> · {value.username}
            </p>
          </div>
          <button
            type="button"
            onClick={() => {
              setIsChanging(true);
              onChange(null);
            }}
            className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            {t.pickerChange}
          </button>
        </div>
      </div>
    );
  }

  const statusText = results.isError
    ? t.pickerFailed
    : results.isPending || (results.isFetching && results.isPlaceholderData)
      ? t.pickerLoading
      : options.length === 0
        ? t.pickerEmpty
        : null;

  return (
    <div className="relative">
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {t.pickerLabel}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="text"
        role="combobox"
        aria-expanded={isOpen}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={isOpen && activeOption ? `${id}-option-${activeIndex}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        autoComplete="off"
        spellCheck={false}
        autoFocus={isChanging}
        placeholder={t.pickerPlaceholder}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setIsOpen(true);
          setActiveIndex(-1);
        }}
        onFocus={() => setIsOpen(true)}
        onClick={() => setIsOpen(true)}
        onBlur={() => {
          setIsOpen(false);
          setActiveIndex(-1);
        }}
        onKeyDown={handleKeyDown}
        className={inputClass('comfortable')}
      />
      {error ? (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      ) : null}
      <div
        className={
          isOpen
            ? 'absolute inset-x-0 z-20 mt-1 max-h-72 overflow-y-auto rounded-xl bg-white py-1 shadow-xl ring-1 ring-slate-200'
            : 'hidden'
        }
      >
        {isOpen && statusText ? (
          <p role="status" className="flex items-center gap-2 px-4 py-3 text-sm text-slate-600">
            {statusText === t.pickerLoading ? <Spinner className="size-4 border-2" /> : null}
            {statusText}
          </p>
        ) : null}
        <ul id={listId} role="listbox" aria-label={t.pickerListLabel}>
          {options.map((player, index) => (
            <li
              key={player._id}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === activeIndex}
              // Keep focus in the input so the click lands before the blur closes the list.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(player)}
              className={`cursor-pointer px-4 py-2 ${index === activeIndex ? 'bg-brand-50' : 'hover:bg-slate-50'}`}
            >
              <span className="block truncate text-sm font-semibold text-slate-900">
                {player.fullName}
              </span>
              <span className="block truncate text-xs text-slate-500">
                {player.playerId} · {player.username} · {player.email}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
