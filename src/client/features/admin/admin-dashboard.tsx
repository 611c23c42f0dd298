import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { AnnouncementTab } from './announcement-tab';
import { SummaryTiles } from './summary-tiles';
import { UsersTab } from './users-tab';

export interface AdminDashboardProps {
  /** The default catalogue's screens, composed in by the page (features do not import each other). */
  services: ReactNode;
  countries: ReactNode;
  feeStructures: ReactNode;
}

/** Admin dashboard: summary tiles, then the Users, Services, Countries, Fee Structures and Announcement tabs. */
export function AdminDashboard(props: AdminDashboardProps) {
  const { t } = useTranslation();
  const tabs = [
    { value: 'users', label: 'admin.tabs.users', panel: <UsersTab /> },
    { value: 'services', label: 'admin.tabs.services', panel: props.services },
    { value: 'countries', label: 'admin.tabs.countries', panel: props.countries },
    { value: 'fee-structures', label: 'admin.tabs.feeStructures', panel: props.feeStructures },
    { value: 'announcement', label: 'admin.tabs.announcement', panel: <AnnouncementTab /> },
  ] as const;
  return (
    <div className="grid min-w-0 gap-6">
      <SummaryTiles />
      <Tabs defaultValue="users" className="grid min-w-0 gap-4">
        {/* On a phone the five tabs wrap onto a second line: a list that scrolls sideways hid the last one. */}
        <TabsList aria-label={t('admin.tabs.label')} className="flex w-full flex-wrap sm:inline-flex sm:w-auto sm:justify-self-start">
          {tabs.map(({ value, label }) => (
            <TabsTrigger key={value} value={value} className="whitespace-nowrap">
              {t(label)}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map(({ value, panel }) => (
          <TabsContent key={value} value={value} className="min-w-0 focus-visible:outline-2 focus-visible:outline-brand-700">
            {panel}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
