/** One drawable subject (issue 15 part 3, decision 204): its variants and its drawing at 320 × 240. */
export interface SubjectDrawer {
  readonly variants: readonly string[];
  /** SVG body for the variant; `seed` (the product id) places scattered toppings deterministically. */
  draw(variant: string, seed: string): string;
}
