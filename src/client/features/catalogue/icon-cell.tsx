import { iconKind } from '@domain/icon';
import { cn } from '../../lib/cn';

export interface ServiceIconProps {
  name: string;
  icon: string | null | undefined;
  className?: string;
}

/**
 * SPEC §2 icon cell: an uploaded or URL image, else the icon text or emoji, else the first two letters of
 * the name in upper case. Images only ever render through <img> and text only as text (DESIGN §5).
 */
export function ServiceIcon({ name, icon, className }: ServiceIconProps) {
  const kind = iconKind(icon);
  const box = cn('inline-flex size-8 shrink-0 items-center justify-center overflow-hidden rounded-md bg-slate-100', className);
  if (kind === 'image' || kind === 'url') {
    return (
      <span className={box}>
        <img src={icon!} alt="" className="size-full object-contain" referrerPolicy="no-referrer" loading="lazy" />
      </span>
    );
  }
  if (kind === 'text') {
    return (
      <span aria-hidden className={cn(box, 'text-base')}>
        {icon}
      </span>
    );
  }
  return (
    <span aria-hidden className={cn(box, 'text-xs font-semibold text-slate-700')}>
      {[...name.trim()].slice(0, 2).join('').toUpperCase()}
    </span>
  );
}
