import { fireEvent, screen } from '@testing-library/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Announcement } from '@domain/entities';
import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { renderInApp } from '../../test-support/render';
import { AnnouncementView } from './announcement-view';

// The announcement can be dismissed; it stays hidden for that announcement, and a changed one shows again.

const EID: Announcement = { content: 'Eid delays', texts: { en: 'Eid delays', ar: 'تأخير العيد', fr: 'Retards de l’Aïd' }, enabled: true };
const query = (data: Announcement) => ({ data, isError: false, isFetching: false, refetch: async () => ({}) }) as unknown as UseQueryResult<Announcement>;

function page(announcement: Announcement, language: 'en' | 'ar' | 'fr' = 'en') {
  return renderInApp(
    <>
      <AnnouncementView query={query(announcement)} />
      <main id="main">
        <h1>Ribh</h1>
      </main>
    </>,
    { language },
  );
}

beforeEach(() => localStorage.clear());

describe('AnnouncementView', () => {
  it.each([
    ['en', en, 'Eid delays'],
    ['ar', ar, 'تأخير العيد'],
    ['fr', fr, 'Retards de l’Aïd'],
  ] as const)('is dismissed by its button, the focus going to the page’s heading (%s)', (language, catalogue, text) => {
    page(EID, language);
    expect(screen.getByTestId('announcement-banner').textContent).toContain(text);
    fireEvent.click(screen.getByRole('button', { name: catalogue.announcement.dismiss }));
    expect(screen.queryByTestId('announcement-banner')).toBeNull();
    expect(document.activeElement?.textContent).toBe('Ribh');
  });

  it('stays dismissed on the next visit for the same announcement', () => {
    const first = page(EID);
    fireEvent.click(screen.getByRole('button', { name: en.announcement.dismiss }));
    first.unmount();
    page({ ...EID });
    expect(screen.queryByTestId('announcement-banner')).toBeNull();
  });

  it('shows a new announcement again (any language’s text changed)', () => {
    const first = page(EID);
    fireEvent.click(screen.getByRole('button', { name: en.announcement.dismiss }));
    first.unmount();
    page({ ...EID, texts: { ...EID.texts, fr: 'Retards de l’Aïd : commandez tôt' } });
    expect(screen.getByTestId('announcement-banner').textContent).toContain('Eid delays');
  });
});
