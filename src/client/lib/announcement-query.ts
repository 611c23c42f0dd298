import type { Announcement } from '@domain/entities';
import { queryOptions } from '@tanstack/react-query';

/** The administrator's banner (docs/product.md#screens): the simulator's banner reads it, the admin's tab writes it. */
export const announcementQuery = queryOptions<Announcement>({ queryKey: ['/api/announcement'] });
