// The account feature's public entry (issue 19): what the location pages and the delivery panel use.
export { useDeleteAddressDialog } from './delete-address-dialog.tsx';
export { FavoriteHeart } from './favorite-heart-later.tsx';
