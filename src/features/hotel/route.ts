/** The hotel calculator's route options that must load eagerly (path and search params). */
export const hotelRouteOptions = { path: '/hotel' } as const;
