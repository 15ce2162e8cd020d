// Asked inside the spec's 'Tem certeza de que deseja excluir esta categoria?' when entries
// still use the category: move them, leave them without category, or delete them. The
// database never leaves a transaction pointing at a category that no longer exists.
import { useId, useState } from 'react';
import { Flex, Radio } from 'antd';
import { PlainSelect } from '@semmultas/shared/ui/plain-select';
import type { OnCategoryTransactions } from '../api/fluxo-caixa-api';
import { lancamentos } from '../utils/words';
import { PlainParagraph } from '@semmultas/shared/ui/plain-typography';

export interface CategoryChoice {
  mode: Exclude<OnCategoryTransactions, 'block'>;
  target: string | null;
}

export function initialChoice(others: string[]): CategoryChoice {
  return others.length ? { mode: 'reassign', target: others[0]! } : { mode: 'clear', target: null };
}

export function CategoryInUseChoice({
  name,
  count,
  others,
  onChange,
}: {
  name: string;
  count: number;
  others: string[];
  onChange: (choice: CategoryChoice) => void;
}) {
  const [choice, setChoice] = useState<CategoryChoice>(() => initialChoice(others));
  const questionId = useId();
  const update = (next: CategoryChoice) => {
    setChoice(next);
    onChange(next);
  };
  return (
    <div>
      <PlainParagraph id={questionId}>
        A categoria “{name}” é usada por {lancamentos(count)}. O que fazer com {count === 1 ? 'ele' : 'eles'}?
      </PlainParagraph>
      <Radio.Group
        aria-labelledby={questionId}
        value={choice.mode}
        onChange={(e) => update({ ...choice, mode: e.target.value as CategoryChoice['mode'] })}
      >
        <Flex vertical gap={8}>
          <Radio value="reassign" disabled={others.length === 0}>
            Mover para outra categoria
          </Radio>
          {choice.mode === 'reassign' ? (
            <PlainSelect<string | null>
              aria-label="Categoria de destino"
              style={{ marginLeft: 24, maxWidth: 260 }}
              value={choice.target}
              onChange={(target) => update({ ...choice, target })}
              options={others.map((o) => ({ value: o, label: o }))}
            />
          ) : null}
          <Radio value="clear">Deixar sem categoria</Radio>
          <Radio value="delete">Excluir {count === 1 ? 'também o lançamento' : `também os ${count} lançamentos`}</Radio>
        </Flex>
      </Radio.Group>
    </div>
  );
}
