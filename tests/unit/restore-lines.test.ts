import { describe, expect, it } from 'vitest';
import { lineToAddRequest } from '../../src/domain/cart/restore-lines.ts';
import { cartLineSchema } from '../../src/domain/menu/cart-line.ts';

describe('Clear Cart undo puts lines back as they were (issue 15 §9)', () => {
  it('keeps product, quantity, choice quantities and text, Made For and instructions', () => {
    const request = lineToAddRequest({
      product_id: 'p-celebration-cake',
      quantity: 2,
      choices: [
        { id: 'size/8', name: '8"', quantity: 1 },
        { id: 'message/text', name: 'Add a Message', quantity: 1, text: 'Happy Birthday, Ada!' },
        { id: 'shots/espresso', name: 'Espresso Shot', quantity: 3 },
      ],
      recipient: 'Ada',
      instructions: 'No nuts',
    });
    expect(request).toEqual({
      product_id: 'p-celebration-cake',
      quantity: 2,
      choices: [
        { id: 'size/8', quantity: 1 },
        { id: 'message/text', quantity: 1, text: 'Happy Birthday, Ada!' },
        { id: 'shots/espresso', quantity: 3 },
      ],
      recipient: 'Ada',
      instructions: 'No nuts',
    });
    // It is a valid add request as the API parses it.
    expect(cartLineSchema.safeParse(request).success).toBe(true);
  });

  it('leaves out an empty Made For and instructions', () => {
    const request = lineToAddRequest({
      product_id: 'p-butter-croissant',
      quantity: 1,
      choices: [],
      recipient: null,
      instructions: null,
    });
    expect(request).toEqual({ product_id: 'p-butter-croissant', quantity: 1, choices: [] });
  });
});
