import { LEAD_LIMITS, leadMessages } from '@shared/leads/contract';
import { useNotify } from 'react-admin';
import { InlineNameEditor } from '../../components/InlineNameEditor';
import { useCan } from '../workspace/useCan';
import { useRenameSource } from './useSourceCommands';

/**
 * A source's name, renamed in place: the pencil (or a double click) opens the field; Enter or leaving the
 * field saves, Escape cancels. A blank name or one another of the user's sources has is refused.
 */
export function EditableName({
  id,
  name,
  otherNames,
  component = 'h3',
  fontSize = 17,
}: {
  id: string;
  name: string;
  /** The names of the user's other sources, to refuse a duplicate before asking the API. */
  otherNames: readonly string[];
  component?: 'h1' | 'h2' | 'h3';
  fontSize?: number | Record<string, number>;
}) {
  const notify = useNotify();
  const rename = useRenameSource();
  const canRename = useCan('POST /api/lead-sources/:id/rename');
  return (
    <InlineNameEditor
      name={name}
      saving={rename.isPending}
      savingName={rename.variables?.name}
      refusal={(next) => {
        if (next === '') return leadMessages.nameBlank;
        if (otherNames.some((other) => other.trim().toLowerCase() === next.toLowerCase())) return leadMessages.nameTaken(next);
        return null;
      }}
      onRefused={(message) => notify(message, { type: 'warning' })}
      onSave={(next, done) => rename.mutate({ id, name: next }, { onSettled: done })}
      maxLength={LEAD_LIMITS.maxNameLength}
      testId="source-name"
      readOnly={!canRename}
      component={component}
      fontSize={fontSize}
    />
  );
}
