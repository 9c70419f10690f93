// The login calls' fixed fields (spec §9); the login calls' code reads them.
/** Spec §9: login appid 1, platform mobile, SMS type 6. */
export const LOGIN_APPID = 1;
export const LOGIN_PLATFORM = 'mobile';
export const SMS_TYPE_LOGIN = 6;
