/**
 * Spec §2: "The page title template is the product name": "{page} | {product name}", or the
 * product name alone for pages without their own title (the home page).
 */
export function pageTitle(page: string | null | undefined, productName: string): string {
  const trimmed = page?.trim();
  return trimmed ? `${trimmed} | ${productName}` : productName;
}
