// The one time zone of the product: weddings are in Mexico. Instants are stored and sent in UTC;
// they are shown, typed in and cut into calendar days on this clock, on the API and in the apps.

/** Mexico City's zone (IANA): the couple's and the guests' clock. */
// eslint-disable-next-line no-restricted-syntax -- the one place the zone is spelled
export const WEDDING_TIME_ZONE = 'America/Mexico_City';
