/** Keeps each route's type parameters while the table holds them side by side. */
export function defineRoute(route) {
    return route;
}
/** The astrology envelope (spec §2.5). */
export function envelope(data, message, usage) {
    return { success: true, data, message, timestamp: new Date().toISOString(), usage_info: usage };
}
