/** Staff pages: never indexed, never cached. Used by each /staff route's meta and headers. */
export const staffRobots = { name: 'robots', content: 'noindex, nofollow' } as const;
export const staffHeaders = () => ({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' });
export const staffTitle = (page: string) => `${page} | Larkspur Staff`;
