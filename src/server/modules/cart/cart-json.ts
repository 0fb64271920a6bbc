import type { Cart, CartProduct } from '../../../domain/cart/cart-contract.ts';
import { ok } from '../../../domain/api-envelope.ts';

/**
 * The `{status: "ok", data: cart}` reply as JSON (decision 165). A cart's lines are most of its
 * bytes and, between two adds, all but one are the same objects (cart-view.ts keeps them per
 * stored line), so each line's JSON is kept with it and only the envelope is encoded anew.
 * `"products":0` can only be the cart's own key: inside a JSON string every quote is escaped.
 */
const lineJson = new WeakMap<CartProduct, string>();

export function encodeCartReply(cart: Cart): string {
  const envelope = JSON.stringify(ok({ ...cart, products: 0 }));
  const products = cart.products.map((product) => {
    let json = lineJson.get(product);
    if (json === undefined) lineJson.set(product, (json = JSON.stringify(product)));
    return json;
  });
  return envelope.replace('"products":0', () => `"products":[${products.join(',')}]`);
}
