/**
 * The catalogue entries a person may pick: the active ones. An inactive entry stays in
 * management screens (marked), in saved history and in exports, but leaves every chooser, except the one
 * a form already holds (`keepId`), so editing a fee structure of an inactive country still shows it.
 */
export function choosable<T extends { id: string; status: 'active' | 'inactive' }>(
  rows: readonly T[],
  keepId?: string | null,
): T[] {
  return rows.filter((row) => row.status === 'active' || row.id === keepId);
}
