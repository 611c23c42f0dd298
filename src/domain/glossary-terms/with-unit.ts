/** A label with its unit in brackets: "Delivered rate (%)"; inside a label's own brackets: "… (ROI, %)". */
export function withUnit(label: string, unit: string): string {
  return label.endsWith(')') ? `${label.slice(0, -1)}, ${unit})` : `${label} (${unit})`;
}
