import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { useRef, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { focusHeading } from '../../lib/focus-heading';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

const WIDTHS = { md: 'max-w-md', lg: 'max-w-lg', '2xl': 'max-w-2xl', '3xl': 'max-w-3xl' } as const;
export type DialogWidth = keyof typeof WIDTHS;

export function DialogContent({
  className,
  children,
  title,
  description,
  width = 'lg',
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { title: ReactNode; description?: ReactNode; width?: DialogWidth }) {
  const { t } = useTranslation();
  // What had the focus when the dialog opened (a row's Edit, a card's Rename): Radix returns the focus only to a
  // DialogTrigger, and these dialogs open from state, so without this the focus fell to the page's body.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
      <DialogPrimitive.Content
        className={cn(
          'fixed start-1/2 top-1/2 z-50 max-h-[92vh] w-[calc(100vw-1.5rem)] -translate-y-1/2 overflow-y-auto',
          'ltr:-translate-x-1/2 rtl:translate-x-1/2 rounded-xl bg-white p-5 shadow-xl focus:outline-none',
          WIDTHS[width],
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
        onOpenAutoFocus={(event) => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          event.preventDefault();
          returnFocus(opener.current);
        }}
        {...props}
      >
        <div className="mb-4 flex flex-col gap-1 pe-8">
          <DialogPrimitive.Title className="text-lg font-semibold">{title}</DialogPrimitive.Title>
          {description && (
            <DialogPrimitive.Description className="text-sm text-slate-600">{description}</DialogPrimitive.Description>
          )}
        </div>
        {children}
        <DialogPrimitive.Close
          aria-label={t('common.close')}
          className="absolute end-3 top-3 rounded p-1 text-slate-600 hover:bg-slate-100"
        >
          <X aria-hidden className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/**
 * Puts the focus back where the dialog was opened from; when that is gone (the row was deleted, the menu closed), on
 * the page's heading, so a keyboard or screen reader user goes on from a known place (docs/product.md#focus-after-an-action).
 */
function returnFocus(opener: HTMLElement | null): void {
  if (opener?.isConnected && opener !== document.body) {
    opener.focus();
    return;
  }
  focusHeading(document.querySelector<HTMLElement>('#main h1'));
}
