import { useEffect, useRef, useState } from 'react';

/**
 * A list's search box: the text as typed, committed (trimmed) once typing pauses for `delayMs`,
 * or at once with `commitNow` (Enter). The box follows `value`, the search in force, when it
 * changes from elsewhere (Back, a shared link, Clear).
 */
export function useSearchText(value: string, onCommit: (text: string) => void, delayMs = 300) {
  const [text, setText] = useState(value);
  const commit = useRef(onCommit);
  useEffect(() => {
    commit.current = onCommit;
  }, [onCommit]);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => commit.current(text.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [text, value, delayMs]);
  return { text, setText, commitNow: () => commit.current(text.trim()) };
}
