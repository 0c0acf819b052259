/** Depot and delivery hub cities by region (SPEC section 2, home page item 9). */
export const SERVICE_AREAS = [
  { region: "West Coast", cities: ["Seattle", "Portland", "San Francisco", "West Sacramento", "San Diego", "Reno", "Los Angeles", "Salt Lake City", "Phoenix", "Boise"] },
  { region: "Mid West", cities: ["Denver", "Dallas", "Houston", "Kansas City", "Minneapolis", "Memphis", "Chicago", "Nashville", "Louisville"] },
  { region: "East Coast", cities: ["Atlanta", "Jacksonville", "Miami", "Baltimore", "Newark", "Boston", "Philadelphia"] },
] as const;

export const HUB_COUNT = SERVICE_AREAS.reduce((n, a) => n + a.cities.length, 0);
