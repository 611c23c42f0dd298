import { twMerge } from 'tailwind-merge';

/** A class list the page rendered with two Tailwind utilities for one property, and what tailwind-merge keeps of it. */
export interface ClassConflict {
  list: string;
  merged: string;
}

/**
 * The class lists among `lists` that tailwind-merge would change (decision 0038): `cn` is clsx alone, so a list with
 * two utilities for one property (`px-3 … px-1.5`) would leave the winner to the stylesheet's order, not the author.
 */
export function classConflicts(lists: Iterable<string>): ClassConflict[] {
  const conflicts: ClassConflict[] = [];
  for (const list of new Set([...lists].map((raw) => raw.trim().split(/\s+/).join(' ')))) {
    const merged = twMerge(list);
    if (merged !== list) conflicts.push({ list, merged });
  }
  return conflicts;
}

/** The conflicts as a message: each list, then what tailwind-merge makes of it and which classes it drops. */
export function describeClassConflicts(conflicts: ClassConflict[]): string {
  return conflicts
    .map(({ list, merged }) => {
      const kept = new Set(merged.split(' '));
      const dropped = list.split(' ').filter((name) => !kept.has(name));
      return `  ${list}\n    => ${merged}\n    (drops ${dropped.join(' ')})`;
    })
    .join('\n');
}
