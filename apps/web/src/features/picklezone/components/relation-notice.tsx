import { useEffect, useRef } from 'react';

import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form/form-messages';
import { useMessages } from '@/lib/i18n';

/**
 * Says what muting or blocking did, where the player tapped (in the post's place), with Undo.
 * It takes the focus: the button that was tapped may be gone with the post.
 */
export function RelationNotice({
  message,
  onUndo,
  isUndoing,
  undoFailed,
}: {
  message: string;
  onUndo: () => void;
  isUndoing: boolean;
  undoFailed: string | null;
}) {
  const t = useMessages().picklezone.post;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      data-testid="relation-notice"
      className="rounded-2xl bg-brand-50 px-4 py-3 text-sm text-brand-900 ring-1 ring-brand-200 outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status">{message}</p>
        <Button size="sm" variant="outline" onClick={onUndo} disabled={isUndoing}>
          {t.undo}
        </Button>
      </div>
      <FormAlert message={undoFailed} />
    </div>
  );
}
