/** The hour (0–23) the shop's wall clock shows at `now` (settings.timeZone), whatever the server's zone. */
export const shopHour = (now: Date, timeZone: string) => Number(new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", hourCycle: "h23" }).format(now));
