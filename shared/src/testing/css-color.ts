/** A CSS colour as the browser stores it (jsdom writes rgb(), hex and names the same way), to compare two. */
export function cssColor(value: string): string {
  const probe = document.createElement('div');
  probe.style.color = value;
  return probe.style.color;
}
