/** The service-area cities of the spec (home page list), each a depot trucks leave from. */
export type Depot = { name: string; state: string; region: "West Coast" | "Mid West" | "East Coast"; latitude: number; longitude: number };

const west = (name: string, state: string, latitude: number, longitude: number): Depot => ({ name, state, region: "West Coast", latitude, longitude });
const mid = (name: string, state: string, latitude: number, longitude: number): Depot => ({ name, state, region: "Mid West", latitude, longitude });
const east = (name: string, state: string, latitude: number, longitude: number): Depot => ({ name, state, region: "East Coast", latitude, longitude });

/** City-centre coordinates (decimal degrees, WGS84). */
export const DEPOTS: readonly Depot[] = [
  west("Seattle", "WA", 47.6062, -122.3321),
  west("Portland", "OR", 45.5152, -122.6784),
  west("San Francisco", "CA", 37.7749, -122.4194),
  west("West Sacramento", "CA", 38.5805, -121.5302),
  west("San Diego", "CA", 32.7157, -117.1611),
  west("Reno", "NV", 39.5296, -119.8138),
  west("Los Angeles", "CA", 34.0522, -118.2437),
  west("Salt Lake City", "UT", 40.7608, -111.891),
  west("Phoenix", "AZ", 33.4484, -112.074),
  west("Boise", "ID", 43.615, -116.2023),
  mid("Denver", "CO", 39.7392, -104.9903),
  mid("Dallas", "TX", 32.7767, -96.797),
  mid("Houston", "TX", 29.7604, -95.3698),
  mid("Kansas City", "MO", 39.0997, -94.5786),
  mid("Minneapolis", "MN", 44.9778, -93.265),
  mid("Memphis", "TN", 35.1495, -90.049),
  mid("Chicago", "IL", 41.8781, -87.6298),
  mid("Nashville", "TN", 36.1627, -86.7816),
  mid("Louisville", "KY", 38.2527, -85.7585),
  east("Atlanta", "GA", 33.749, -84.388),
  east("Jacksonville", "FL", 30.3322, -81.6557),
  east("Miami", "FL", 25.7617, -80.1918),
  east("Baltimore", "MD", 39.2904, -76.6122),
  east("Newark", "NJ", 40.7357, -74.1724),
  east("Boston", "MA", 42.3601, -71.0589),
  east("Philadelphia", "PA", 39.9526, -75.1652),
];
