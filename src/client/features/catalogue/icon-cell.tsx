import { iconKind } from '@domain/icon';
import { cn } from '../../lib/cn';

const SIZES = { sm: 'size-5', md: 'size-6', lg: 'size-8', xl: 'size-10' } as const;

export interface ServiceIconProps {
  name: string;
  icon: string | null | undefined;
  /** The box: `lg` (the default) in a table row, `sm` in a list of options, `xl` as a form's preview. */
  size?: keyof typeof SIZES;
}

/**
 * Icon cell: an uploaded or URL image, else the icon text or emoji, else the first two letters of
 * the name in upper case. Images only ever render through <img> and text only as text (docs/product.md#security).
 */
export function ServiceIcon({ name, icon, size = 'lg' }: ServiceIconProps) {
  const kind = iconKind(icon);
  const box = cn('inline-flex shrink-0 items-center justify-center overflow-hidden rounded-md bg-slate-100', SIZES[size]);
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
