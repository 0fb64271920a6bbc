import { useRouteLoaderData } from 'react-router';
import type { RootData } from './root.tsx';

/** The last root data this tab rendered with (browser only: a server module is shared by every request). */
let lastSeen: RootData | undefined;
export const rememberRootData = (data: RootData) => {
  if (typeof window !== 'undefined') lastSeen = data;
};

/**
 * The root loader's data (the brand's info, the viewer); its own module so the chrome can read it
 * without importing root.tsx. When a navigation's data request fails, the router drops the root's
 * data with it: the tab's last copy keeps the chrome of the error page drawn.
 */
export const useRootData = () => useRouteLoaderData<RootData>('root') ?? lastSeen;
