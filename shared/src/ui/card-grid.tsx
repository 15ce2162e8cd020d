import type { Key, ReactNode } from 'react';

export interface CardGridProps<T> {
  items: readonly T[];
  getKey: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
  /** Narrowest a card may get before the grid drops a column: px, or any CSS length (clamp(…)). */
  minCardWidth?: number | string;
  gap?: number;
  /** Accessible name of the list. */
  label: string;
}

/** A responsive list of cards: as many columns as fit, every card in a row the same height. */
export function CardGrid<T>({ items, getKey, renderItem, minCardWidth = 240, gap = 16, label }: CardGridProps<T>) {
  return (
    <ul
      aria-label={label}
      style={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${typeof minCardWidth === 'number' ? `${minCardWidth}px` : minCardWidth}), 1fr))`,
        gap,
      }}
    >
      {items.map((item) => (
        <li key={getKey(item)} style={{ display: 'flex', minWidth: 0 }}>
          {renderItem(item)}
        </li>
      ))}
    </ul>
  );
}
