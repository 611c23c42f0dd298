import { Plus, RefreshCw, Search } from 'lucide-react';
import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { Input } from '../ui/input';

export interface ManagementLayoutProps {
  /** The heading with the count of matching rows, e.g. "Services (3)". */
  heading: string;
  /** Heading level: 1 on a page of its own, 2 inside the admin dashboard's tabs. */
  headingLevel?: 1 | 2;
  search: string;
  onSearchChange(value: string): void;
  searchPlaceholder: string;
  /** Opens the New dialog; no New button when omitted. */
  onNew?(): void;
  onRefresh(): void;
  refreshing: boolean;
  idPrefix: string;
  /** The table and its footer. */
  children: ReactNode;
}

// The level of the headings inside the list (a phone's row cards): one below the layout's own heading.
const RowHeadingLevel = createContext<2 | 3>(2);

/** The heading level of a row card inside a ManagementLayout: h2 on a page of its own, h3 in a dashboard tab. */
export function useRowHeadingLevel(): 2 | 3 {
  return useContext(RowHeadingLevel);
}

/** Heading, search box, New and refresh buttons above a card holding a table (management screens; docs/product.md#screens). */
export function ManagementLayout(props: ManagementLayoutProps) {
  const { t } = useTranslation();
  const Heading = props.headingLevel === 2 ? 'h2' : 'h1';
  const searchId = `${props.idPrefix}-search`;
  return (
    <section className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <Heading className="me-auto text-2xl font-bold text-slate-900">{props.heading}</Heading>
        <Button variant="secondary" size="icon" aria-label={t('manage.refresh')} onClick={props.onRefresh} disabled={props.refreshing}>
          <RefreshCw aria-hidden className={cn('size-4', props.refreshing && 'animate-spin')} />
        </Button>
        {props.onNew && (
          <Button onClick={props.onNew}>
            <Plus aria-hidden className="size-4" />
            {t('manage.new')}
          </Button>
        )}
      </div>
      <div className="relative max-w-md">
        <label htmlFor={searchId} className="sr-only">
          {t('manage.search')}
        </label>
        <Search aria-hidden className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-500" />
        <Input
          id={searchId}
          type="search"
          value={props.search}
          onChange={(event) => props.onSearchChange(event.target.value)}
          placeholder={props.searchPlaceholder}
          className="ps-9"
        />
      </div>
      <Card className="overflow-hidden">
        <RowHeadingLevel.Provider value={props.headingLevel === 2 ? 3 : 2}>{props.children}</RowHeadingLevel.Provider>
      </Card>
    </section>
  );
}
