import { useQuery } from '@tanstack/react-query';
import type { Cart } from '../../domain/cart/cart-contract.ts';
import type { MenuDailyLimits } from '../../domain/daily-limits/daily-limits-contract.ts';
import type { LimitDay } from '../../domain/daily-limits/limit-note.ts';
import { apiRequest } from '../lib/api-client.ts';

const contract = () => import('../../domain/daily-limits/daily-limits-contract.ts').then((m) => m.menuDailyLimitsReply);

export const dailyLimitKeys = { menu: (menuId: string) => ['daily-limits', menuId] as const };

/**
 * What is left of a store menu's limited products per pickup day. Read in the browser only (the
 * pages around it are cached) and anew on each mount: every order changes it.
 */
export function useMenuDailyLimits(menuId: string | null): MenuDailyLimits['limits'] {
  const { data } = useQuery({
    queryKey: dailyLimitKeys.menu(menuId ?? ''),
    queryFn: () => apiRequest(`menus/${encodeURIComponent(menuId ?? '')}/daily-limits`, contract),
    enabled: menuId !== null,
    staleTime: 0,
    select: (reply) => reply.data.limits,
  });
  return data ?? [];
}

/** The cart's pickup day ('YYYYMMDD') at this menu: the chosen day ahead, or today for ASAP; null without one. */
export function cartDay(cart: Cart | null, menuId: string | null): string | 'today' | null {
  if (!cart || cart.menu_id !== menuId) return null;
  return cart.time.mode === 'advance' && cart.time.wanted ? cart.time.wanted.slice(0, 8) : 'today';
}

/**
 * The day a product's note is about: the cart's day when it has one, else the first day still
 * open for orders (the earliest a pre-order can be placed).
 */
export function noteDay(days: LimitDay[], day: string | 'today' | null): LimitDay | null {
  if (day === 'today') return days[0] ?? null;
  if (day) return days.find((d) => d.day === day) ?? null;
  return days.find((d) => d.open) ?? null;
}
