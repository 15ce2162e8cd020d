import { PlainCard, PlainSkeleton } from './plain-card';

/**
 * A panel's place while it loads (issue 14, CLS): a card of about the panel's height, so what
 * sits below it does not jump when the panel arrives. Heard as "Carregando …" by a screen reader.
 * Drawn without antd's Card and Skeleton (plain-card.tsx): the home page shows it first.
 */
export function PanelSkeleton({ label, minHeight = 240 }: { label: string; minHeight?: number }) {
  return (
    <PlainCard style={{ marginBottom: 16, minHeight }}>
      <PlainSkeleton label={label} rows={3} />
    </PlainCard>
  );
}
