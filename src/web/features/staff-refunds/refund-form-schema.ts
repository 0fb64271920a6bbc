import { z } from 'zod';
import { formatCents } from '../../../domain/menu/menu-format.ts';
import { refundLookupQuery, refundRequest, type RefundRequest } from '../../../domain/refunds/refund-contract.ts';
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

/**
 * A refund of at most what is left of the order: the dollars as the request's cents, the reason
 * as the request normalises it. What is left is checked first: it is always below the contract's
 * own ceiling, and it is the limit the person can act on.
 */
export function refundFormSchema(refundableCents: number) {
  const cents = z.string().transform((typed, ctx) => {
    const parsed = parseDollars(typed);
    if (parsed !== null) return parsed;
    ctx.addIssue({ code: 'custom', message: 'Enter an amount in dollars, like 2.50.' });
    return z.NEVER;
  });
  return z
    .object({
      amount: cents
        .pipe(z.number().max(refundableCents, `The most you can refund is ${formatCents(refundableCents)}.`))
        .pipe(refundRequest.shape.amount_cents),
      reason: z
        .string()
        .refine((typed) => typed.trim() !== '', 'Please give a reason.')
        .pipe(refundRequest.shape.reason),
    })
    .transform(({ amount, reason }): RefundRequest => ({ amount_cents: amount, reason }));
}
