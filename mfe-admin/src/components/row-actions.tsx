import { Button } from 'antd';
import { HoverHint } from '@semmultas/shared/ui/hover-hint';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';

/**
 * Edit and delete buttons of a table row, named after the row for screen readers and tests.
 * Issue 14: their hints are the shared HoverHint (CSS), not antd's Tooltip and its trigger;
 * above the buttons, so the last row's hint stays inside the table's scrolling box.
 */
export function RowActions({
  name,
  onEdit,
  onEditIntent,
  onDelete,
  deleteDisabledReason,
}: {
  name: string;
  onEdit?: () => void;
  /** The pointer rests on, or the keyboard reaches, the edit button: e.g. preload the form's chunk. */
  onEditIntent?: () => void;
  onDelete: () => void;
  deleteDisabledReason?: string;
}) {
  const del = (
    <Button
      danger
      type="text"
      icon={<DeleteOutlined aria-hidden />}
      aria-label={`Excluir ${name}`}
      onClick={onDelete}
      disabled={Boolean(deleteDisabledReason)}
    />
  );
  return (
    <span style={{ display: 'inline-flex' }}>
      {onEdit ? (
        <HoverHint title="Editar" placement="top-end">
          <Button
            type="text"
            icon={<EditOutlined aria-hidden />}
            aria-label={`Editar ${name}`}
            onClick={onEdit}
            onMouseEnter={onEditIntent}
            onFocus={onEditIntent}
          />
        </HoverHint>
      ) : null}
      <HoverHint title={deleteDisabledReason ?? 'Excluir'} placement="top-end">
        {deleteDisabledReason ? <span>{del}</span> : del}
      </HoverHint>
    </span>
  );
}
