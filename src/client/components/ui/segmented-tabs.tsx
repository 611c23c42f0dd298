import { useDirection } from '@radix-ui/react-direction';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface SegmentedTab {
  value: string;
  label: ReactNode;
}

interface SegmentedTabsProps {
  tabs: SegmentedTab[];
  /** The selected tab's value; one that names no tab selects none (the panel still shows). */
  value: string;
  onValueChange(value: string): void;
  label: string;
  /** The list's wrapping and width: `flex-wrap` unless given (cn does not merge, so a caller's replaces it). */
  listClassName?: string;
  /** The tabs' inline padding and sizing: `px-3` unless given. */
  triggerClassName?: string;
  panelClassName?: string;
  /** The one panel, whichever tab is selected. */
  children: ReactNode;
}

/**
 * A row of tabs over one panel, drawn and announced as components/ui/tabs.tsx draws Radix Tabs (tablist, tab,
 * tabpanel, `data-state`), with manual activation: arrows (mirrored right to left), Home and End move the focus,
 * Enter or Space selects. For the home page, where Radix Tabs and its roving-focus and collection code would be
 * about a tenth of the first load (decision 0030); other screens keep Radix.
 */
export function SegmentedTabs({ tabs, value, onValueChange, label, listClassName, triggerClassName, panelClassName, children }: SegmentedTabsProps) {
  const direction = useDirection();
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const selected = tabs.findIndex((tab) => tab.value === value);
  const tabStop = selected < 0 ? 0 : selected;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const last = tabs.length - 1;
    const next = { [forward]: index === last ? 0 : index + 1, [backward]: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    buttons.current[next]?.focus();
  };

  return (
    <div dir={direction}>
      <div role="tablist" aria-label={label} aria-orientation="horizontal" className={cn('inline-flex gap-1 rounded-lg bg-slate-100 p-1', listClassName ?? 'flex-wrap')}>
        {tabs.map((tab, index) => {
          const active = index === selected;
          return (
            <button
              key={tab.value}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.value}`}
              aria-selected={active}
              aria-controls={active ? `${id}-panel` : undefined}
              data-state={active ? 'active' : 'inactive'}
              tabIndex={index === tabStop ? 0 : -1}
              onClick={() => onValueChange(tab.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                'rounded-md py-1.5 text-sm font-medium text-slate-700 transition-colors',
                'focus-visible:outline-2 focus-visible:outline-brand-700',
                'data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm',
                triggerClassName ?? 'px-3',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {selected < 0 ? (
        <div className={panelClassName}>{children}</div>
      ) : (
        <div
          role="tabpanel"
          id={`${id}-panel`}
          aria-labelledby={`${id}-tab-${tabs[selected]!.value}`}
          tabIndex={0}
          data-state="active"
          className={cn(panelClassName, 'focus-visible:outline-2 focus-visible:outline-brand-700')}
        >
          {children}
        </div>
      )}
    </div>
  );
}
