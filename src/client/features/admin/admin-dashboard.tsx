import { useTranslation } from 'react-i18next';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { AnnouncementTab } from './announcement-tab';
import { CountriesTab } from './countries-tab';
import { FeeStructuresTab } from './fee-structures-tab';
import { ServicesTab } from './services-tab';
import { SummaryTiles } from './summary-tiles';
import { UsersTab } from './users-tab';

const TABS = [
  { value: 'users', label: 'admin.tabs.users', Panel: UsersTab },
  { value: 'services', label: 'admin.tabs.services', Panel: ServicesTab },
  { value: 'countries', label: 'admin.tabs.countries', Panel: CountriesTab },
  { value: 'fee-structures', label: 'admin.tabs.feeStructures', Panel: FeeStructuresTab },
  { value: 'announcement', label: 'admin.tabs.announcement', Panel: AnnouncementTab },
] as const;

/** SPEC §2 admin dashboard: summary tiles, then the Users, Services, Countries, Fee Structures and Announcement tabs. */
export function AdminDashboard() {
  const { t } = useTranslation();
  return (
    <div className="grid min-w-0 gap-6">
      <SummaryTiles />
      <Tabs defaultValue="users" className="grid min-w-0 gap-4">
        {/* On a phone the five tabs scroll sideways rather than wrapping into a block. */}
        <div className="-mx-4 overflow-x-auto px-4 pb-1">
          <TabsList aria-label={t('admin.tabs.label')} className="flex-nowrap">
            {TABS.map(({ value, label }) => (
              <TabsTrigger key={value} value={value} className="whitespace-nowrap">
                {t(label)}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        {TABS.map(({ value, Panel }) => (
          <TabsContent key={value} value={value} className="min-w-0 focus-visible:outline-2 focus-visible:outline-brand-700">
            <Panel />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
