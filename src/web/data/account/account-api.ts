import {
  messageReply,
  signInReply,
  signUpReply,
  type ForgotPasswordRequest,
  type ResetPasswordRequest,
  type SignInRequest,
  type SignUpRequest,
} from '../../../domain/account/auth-contract.ts';
import {
  profileReply,
  type ChangePasswordRequest,
  type DeleteAccountRequest,
  type UpdateProfileRequest,
} from '../../../domain/account/profile-contract.ts';
import {
  addressReply,
  addressesReply,
  emptyReply,
  favoritesReply,
  type NewSavedAddress,
} from '../../../domain/account/saved-contract.ts';
import { giftCardsReply, type SaveGiftCardRequest } from '../../../domain/account/gift-cards-contract.ts';
import { getLocationReply } from '../../../domain/locations/get-location-contract.ts';
import { verifyEmailReply, type VerifyEmailRequest } from '../../../domain/account/verify-email-contract.ts';
import { apiRequest } from '../../lib/api-client.ts';

/** The account calls; each reply is checked against the shared contract. */
export const signIn = (body: SignInRequest) => apiRequest('account/signin', signInReply, { method: 'POST', body });
export const signUp = (body: SignUpRequest) => apiRequest('account/signup', signUpReply, { method: 'POST', body });
/** Spec §7 "log out user". */
export const signOut = () => apiRequest('account/signout', messageReply, { method: 'POST' });
export const forgotPassword = (body: ForgotPasswordRequest) =>
  apiRequest('account/forgot-password', messageReply, { method: 'POST', body });
export const resetPassword = (body: ResetPasswordRequest) =>
  apiRequest('account/reset-password', messageReply, { method: 'POST', body });

export const getProfile = () => apiRequest('account/profile', profileReply);
export const updateProfile = (body: UpdateProfileRequest) =>
  apiRequest('account/profile', profileReply, { method: 'PATCH', body });
export const changePassword = (body: ChangePasswordRequest) =>
  apiRequest('account/change-password', messageReply, { method: 'POST', body });
export const deleteAccount = (body: DeleteAccountRequest) =>
  apiRequest('account/delete', messageReply, { method: 'POST', body });

/** Spec §7 "save or delete a favourite location by menu_id". */
export const getFavorites = () => apiRequest('account/favorites', favoritesReply);
export const saveFavorite = (menuId: string) =>
  apiRequest(`account/favorites/${encodeURIComponent(menuId)}`, favoritesReply, { method: 'PUT' });
export const deleteFavorite = (menuId: string) =>
  apiRequest(`account/favorites/${encodeURIComponent(menuId)}`, favoritesReply, { method: 'DELETE' });

/** Spec §7 "get and delete saved addresses" (+ add, from a delivery). */
export const getAddresses = () => apiRequest('account/addresses', addressesReply);
export const addAddress = (body: NewSavedAddress) =>
  apiRequest('account/addresses', addressReply, { method: 'POST', body });
export const deleteAddress = (id: string) =>
  apiRequest(`account/addresses/${encodeURIComponent(id)}`, emptyReply, { method: 'DELETE' });

/** Spec §7 "Location by menu id" (names for the favorites list). */
/** Gift cards on file. */
export const getGiftCards = () => apiRequest('account/gift-cards', giftCardsReply);
export const saveGiftCard = (body: SaveGiftCardRequest) =>
  apiRequest('account/gift-cards', giftCardsReply, { method: 'POST', body });
export const deleteGiftCard = (id: string) =>
  apiRequest(`account/gift-cards/${encodeURIComponent(id)}`, giftCardsReply, { method: 'DELETE' });

export const getLocationByMenuId = (menuId: string) =>
  apiRequest(`locations/${encodeURIComponent(menuId)}?byMenuId=true`, getLocationReply);

/** E-mail verification: a new link for the signed-in member; the e-mailed link's token verifies (and claims guest orders). */
export const sendEmailVerification = () => apiRequest('account/email-verification', messageReply, { method: 'POST' });
export const verifyEmail = (body: VerifyEmailRequest) =>
  apiRequest('account/verify-email', verifyEmailReply, { method: 'POST', body });
