/** docs/product.md §2: Transkripsi is also the active item for the bare /dashboard and for every MoM screen. */
const TRANSCRIPTIONS = '/dashboard/transcriptions';

function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** Whether the sidebar item for `itemPath` is highlighted on `pathname`. */
export function isNavActive(itemPath: string, pathname: string): boolean {
  const path = trimSlash(pathname);
  const item = trimSlash(itemPath);
  if (item === TRANSCRIPTIONS && (path === '/dashboard' || path.includes('/dashboard/mom'))) return true;
  return path === item || path.startsWith(`${item}/`);
}
