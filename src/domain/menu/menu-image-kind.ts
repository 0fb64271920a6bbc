/**
 * The image kind the menu cards ask for (spec §3 "images (a mobile-webapp-menu url)"). Apart from
 * the zod contract so the browser's menu cards can read it without loading zod.
 */
export const MENU_IMAGE_KIND = 'mobile-webapp-menu';
