/** How many items a bag, an order or a person's lines hold: the sum of the lines' quantities (not the number of lines). */
export const countItems = (lines: readonly { quantity: number }[]): number =>
  lines.reduce((n, line) => n + line.quantity, 0);
