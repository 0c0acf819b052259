/**
 * The 26 service-area cities of the spec, each a depot. ZIPs are yards in the industrial side of town;
 * coordinates are those the `zipcodes` package gives for the ZIP (a test checks they still agree).
 */
export type SeedDepot = {
  code: string;
  city: string;
  state: string;
  zip: string;
  region: "West Coast" | "Mid West" | "East Coast";
  latitude: number;
  longitude: number;
  openDays: string[];
  truckCapacity: { crane: number; "tilt-bed": number; flatbed: number };
};

const WEEK = ["Mon", "Tue", "Wed", "Thu", "Fri"];
const WEEK_SAT = [...WEEK, "Sat"];

type Row = [city: string, state: string, zip: string, latitude: number, longitude: number, saturday: boolean, crane: number, tilt: number, flat: number];

const rows = (region: SeedDepot["region"], list: Row[]): SeedDepot[] =>
  list.map(([city, state, zip, latitude, longitude, saturday, crane, tilt, flat]) => ({
    code: `${city}-${state}`.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
    city,
    state,
    zip,
    region,
    latitude,
    longitude,
    openDays: saturday ? WEEK_SAT : WEEK,
    truckCapacity: { crane, "tilt-bed": tilt, flatbed: flat },
  }));

export const seedDepots: SeedDepot[] = [
  ...rows("West Coast", [
    ["Seattle", "WA", "98108", 47.5413, -122.3129, true, 2, 6, 3],
    ["Portland", "OR", "97217", 45.5742, -122.6842, false, 1, 4, 2],
    ["San Francisco", "CA", "94124", 37.7309, -122.3886, false, 1, 4, 2],
    ["West Sacramento", "CA", "95691", 38.5673, -121.5516, true, 1, 5, 3],
    ["San Diego", "CA", "92113", 32.697, -117.1153, false, 1, 4, 2],
    ["Reno", "NV", "89502", 39.4972, -119.7764, false, 1, 3, 2],
    ["Los Angeles", "CA", "90021", 34.0333, -118.2447, true, 3, 8, 5],
    ["Salt Lake City", "UT", "84104", 40.7499, -111.926, false, 1, 4, 2],
    ["Phoenix", "AZ", "85043", 33.4491, -112.1972, true, 2, 5, 3],
    ["Boise", "ID", "83709", 43.5741, -116.2941, false, 1, 2, 1],
  ]),
  ...rows("Mid West", [
    ["Denver", "CO", "80216", 39.7835, -104.9669, true, 2, 5, 3],
    ["Dallas", "TX", "75212", 32.7829, -96.8714, true, 2, 7, 4],
    ["Houston", "TX", "77029", 29.763, -95.2567, true, 3, 8, 5],
    ["Kansas City", "MO", "64120", 39.1222, -94.5487, false, 1, 4, 2],
    ["Minneapolis", "MN", "55411", 44.9996, -93.3005, false, 1, 4, 2],
    ["Memphis", "TN", "38118", 35.0514, -89.9265, false, 1, 4, 3],
    ["Chicago", "IL", "60609", 41.8097, -87.6533, true, 2, 7, 4],
    ["Nashville", "TN", "37210", 36.1379, -86.741, false, 1, 4, 2],
    ["Louisville", "KY", "40213", 38.1839, -85.7106, false, 1, 3, 2],
  ]),
  ...rows("East Coast", [
    ["Atlanta", "GA", "30336", 33.7406, -84.5545, true, 2, 7, 4],
    ["Jacksonville", "FL", "32254", 30.3415, -81.7358, false, 1, 4, 2],
    ["Miami", "FL", "33166", 25.8301, -80.2926, true, 2, 6, 3],
    ["Baltimore", "MD", "21230", 39.2645, -76.6224, false, 1, 4, 3],
    ["Newark", "NJ", "07105", 40.7271, -74.1563, true, 3, 8, 5],
    ["Boston", "MA", "02128", 42.3642, -71.0257, false, 1, 4, 2],
    ["Philadelphia", "PA", "19148", 39.9207, -75.1595, false, 2, 5, 3],
  ]),
];
