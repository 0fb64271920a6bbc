// The account feature's public entry: what the location pages and the delivery panel use.
export { useDeleteAddressDialog } from './delete-address-dialog.tsx';
export { FavoriteHeart } from './favorite-heart-later.tsx';
