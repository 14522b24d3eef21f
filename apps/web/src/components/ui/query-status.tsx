import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form/form-messages';
import { Spinner } from '@/components/ui/spinner';
import { useMessages } from '@/lib/i18n';

export interface QueryStatusProps {
  query: { isPending: boolean; data: unknown; refetch: () => unknown };
  loadingText: string;
  failedText: string;
}

/**
 * A panel's loading line, or its load failure with Retry; nothing once there is data (a failed
 * refetch keeps the data on screen). Render the panel when this renders nothing.
 */
export function QueryStatus({ query, loadingText, failedText }: QueryStatusProps) {
  const { common } = useMessages();
  if (query.isPending)
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner className="size-5 border-2" /> {loadingText}
      </p>
    );
  if (query.data === undefined || query.data === null)
    return (
      <div className="space-y-2">
        <FormAlert message={failedText} />
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {common.retry}
        </Button>
      </div>
    );
  return null;
}
