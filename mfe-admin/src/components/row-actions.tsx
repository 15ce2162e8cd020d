import { Button, Space, Tooltip } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';

/** Edit and delete buttons of a table row, named after the row for screen readers and tests. */
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
    <Space size={0}>
      {onEdit ? (
        <Tooltip title="Editar">
          <Button
            type="text"
            icon={<EditOutlined aria-hidden />}
            aria-label={`Editar ${name}`}
            onClick={onEdit}
            onMouseEnter={onEditIntent}
            onFocus={onEditIntent}
          />
        </Tooltip>
      ) : null}
      <Tooltip title={deleteDisabledReason ?? 'Excluir'}>{deleteDisabledReason ? <span>{del}</span> : del}</Tooltip>
    </Space>
  );
}
