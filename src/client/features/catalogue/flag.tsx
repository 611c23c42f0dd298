import { flagEmoji } from '@domain/entities';

/** The flag emoji of a two-letter code, hidden from screen readers (the name beside it says it). */
export function Flag({ code }: { code: string | null | undefined }) {
  const flag = flagEmoji(code);
  if (!flag) return null;
  return (
    <span aria-hidden className="text-lg leading-none">
      {flag}
    </span>
  );
}
