import { z } from 'zod';
import { formatCents } from '../../../domain/menu/menu-format.ts';
import { refundLookupQuery, refundRequest, type RefundQuoteRequest } from '../../../domain/refunds/refund-contract.ts';
import { parseDollars } from './parse-dollars.ts';

/**
 * The refund page's forms checked by the staff API's own contract: what
 * the person types is turned into the request, then the contract's rule applies. The words are
 * the page's (the contract's are written for API callers: "number must be an order number").
 */

/** The order number as typed ("1043" or "#1043"), by the lookup query's rule. */
export const lookupFormSchema = z.object({
  number: z.string().transform((typed, ctx) => {
    const parsed = refundLookupQuery.shape.number.safeParse(typed.trim().replace(/^#/, ''));
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: 'custom', message: 'Enter an order number, like 1043.' });
    return z.NEVER;
  }),
});

export interface RefundChoiceValues {
  mode: 'items' | 'amount';
  /** Dollars as typed (mode amount). */
  amount: string;
  reason: string;
  /** Units to refund by line id, as the selects hold them (mode items). */
  qty: Record<string, string>;
}

/** What the choice becomes: the quote's request and the refund's reason. */
export interface RefundChoice {
  request: RefundQuoteRequest;
  reason: string;
}

/**
 * The refund choice checked by the refund request's own rules: by items, at least one unit; by
 * amount, dollars as the request's cents, at most what is left; a reason as the request
 * normalises it. The amount of a refund by items is the server's (the quote).
 */
export function refundChoiceSchema(refundableCents: number) {
  return z
    .object({
      mode: z.enum(['items', 'amount']),
      amount: z.string(),
      reason: z.string(),
      qty: z.record(z.string(), z.string()),
    })
    .transform((v, ctx): RefundChoice => {
      const issue = (path: string[], message: string) => ctx.addIssue({ code: 'custom', path, message });
      const reason = refundRequest.shape.reason.safeParse(v.reason);
      if (!reason.success) issue(['reason'], 'Please give a reason.');
      const lines = Object.entries(v.qty)
        .map(([line_id, typed]) => ({ line_id, quantity: Number(typed) }))
        .filter((l) => l.quantity > 0);
      let request: RefundQuoteRequest = { lines };
      if (v.mode === 'items') {
        if (lines.length === 0) issue(['qty'], 'Choose at least one item to refund.');
      } else {
        const cents = parseDollars(v.amount);
        if (cents === null) issue(['amount'], 'Enter an amount in dollars, like 2.50.');
        else if (cents > refundableCents)
          issue(['amount'], `The most you can refund is ${formatCents(refundableCents)}.`);
        else if (!refundRequest.shape.amount_cents.safeParse(cents).success)
          issue(['amount'], 'Enter an amount in dollars, like 2.50.');
        request = { amount_cents: cents ?? 0 };
      }
      return { request, reason: reason.success ? reason.data : '' };
    });
}
