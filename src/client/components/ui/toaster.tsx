import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { cn } from '../../lib/cn';
import { dismissToast, useCurrentToast } from './use-toast';

/** One toast, 5000 ms, swipe right past 50 px to dismiss, F8 focuses the region, 420 px wide on md+. */
export function Toaster() {
  const { t } = useTranslation();
  const message = useCurrentToast();
  return (
    <ToastPrimitive.Provider label={t('common.toast.label')} duration={5000} swipeDirection="right" swipeThreshold={50}>
      {message && (
        <ToastPrimitive.Root
          key={message.id}
          open
          onOpenChange={(open) => !open && dismissToast(message.id)}
          className={cn(
            'pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pe-10 shadow-lg',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:animate-out',
            message.variant === 'destructive'
              ? 'border-red-700 bg-red-700 text-white'
              : 'border-slate-200 bg-white text-slate-900',
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{message.title}</ToastPrimitive.Title>
            {message.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">{message.description}</ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close aria-label={t('common.close')} className="absolute end-2 top-2 rounded p-1 opacity-80 hover:opacity-100">
            <X aria-hidden className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      <ToastPrimitive.Viewport
        label={t('common.toast.region')}
        className="fixed bottom-0 end-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none md:max-w-[420px]"
      />
    </ToastPrimitive.Provider>
  );
}
