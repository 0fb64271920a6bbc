import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MenuReader } from '../../../domain/menu/menu-contract.ts';
import { PREVIEW_COOKIE, previewWanted } from '../../../domain/catalogue/preview.ts';
import { roleCan } from '../../../domain/staff/roles.ts';
import type { Db } from '../../db/client.ts';
import { buildMenu, readPreviewRows } from '../menu/index.ts';
import * as repo from './repo.ts';

/** The customer menus as the draft would make them: built per request, never cached. */
export function createPreviewMenus(db: Db, now: () => Date = () => new Date()): MenuReader {
  return {
    async getMenu(menuId) {
      const draft = (await repo.readDraft(db)) ?? (await repo.latestVersion(db));
      if (!draft) return null;
      const rows = await readPreviewRows(db, menuId, draft.catalogue);
      return rows ? buildMenu(rows, now()) : null;
    },
  };
}

/**
 * Whether this page request is a draft preview: `?preview=draft` (or the preview cookie it
 * leaves, so links inside the preview stay in it) from a signed-in staff member who may read
 * the catalogue. Anyone else's flag is ignored: they get the published page. `?preview=off` ends it.
 */
export function createPreviewGate(db: Db, o: { production: boolean }) {
  const menus = createPreviewMenus(db);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<MenuReader | null> => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const cookie = request.cookies[PREVIEW_COOKIE];
    const asked = previewWanted(typeof query.preview === 'string' ? query.preview : null, cookie ?? null);
    if (asked === 'off' && cookie) reply.clearCookie(PREVIEW_COOKIE, { path: '/' });
    if (asked !== 'on') return null;
    const staff = await request.staffAuth.get();
    if (!staff || staff.staff.mustChangePassword || !roleCan(staff.staff.role, 'read-catalogue')) return null;
    if (!cookie)
      reply.setCookie(PREVIEW_COOKIE, 'draft', { path: '/', httpOnly: true, sameSite: 'lax', secure: o.production });
    return menus;
  };
}
