/** The event calculator's route options that must load eagerly (path and search params). */
export const eventRouteOptions = { path: '/event' } as const;
